import { Textarea, type TextareaProps } from '@mantine/core';

type Props = Omit<
  TextareaProps,
  'autosize' | 'minRows' | 'maxRows' | 'rows' | 'classNames' | 'styles'
> & {
  minRows?: number;
  maxRows?: number;
};

/** The height of `rows` lines of the field's text, with its padding and border. */
const linesHigh = (rows: number) => `calc(${rows}lh + 2 * var(--input-padding-y, 0rem) + 2px)`;

/**
 * A text area that grows with what is typed, like Mantine's `autosize`, without its script:
 * autosize measures a hidden copy of the field on every render (getComputedStyle and three
 * scrollHeight reads), and each read lays out the whole page. With 1,000 blocked dates on the
 * calendar that made saving a blocked date slow to show (issue 17, P3). The browser sizes this
 * one itself (CSS field-sizing); one without it shows `minRows` lines and scrolls. Inline
 * styles, as the theme's touch-target height is one and would win over a class.
 */
export function GrowingTextarea({ minRows = 2, maxRows = 8, ...props }: Props) {
  return (
    <Textarea
      {...props}
      rows={minRows}
      styles={{
        input: {
          fieldSizing: 'content',
          minHeight: linesHigh(minRows),
          maxHeight: linesHigh(maxRows),
        },
      }}
    />
  );
}
