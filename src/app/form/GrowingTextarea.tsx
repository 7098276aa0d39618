import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './GrowingTextarea.module.css';

type Props = Omit<
  TextareaProps,
  'autosize' | 'minRows' | 'maxRows' | 'rows' | 'classNames' | 'styles'
> & {
  minRows?: number;
  maxRows?: number;
};

/**
 * A text area that grows with what is typed, like Mantine's `autosize`, without its script:
 * autosize measures a hidden copy of the field on every render (getComputedStyle and three
 * scrollHeight reads), and each read lays out the whole page. With 1,000 blocked dates on the
 * calendar that made saving a blocked date slow to show (issue 17, P3). The browser sizes this
 * one itself (CSS field-sizing).
 */
export function GrowingTextarea({ minRows = 2, maxRows = 8, ...props }: Props) {
  const rows = { '--rows-min': minRows, '--rows-max': maxRows } as CSSProperties;
  return (
    <Textarea
      {...props}
      rows={minRows}
      classNames={{ input: classes.input }}
      styles={{ input: rows }}
    />
  );
}
