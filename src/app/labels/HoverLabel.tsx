import type { ReactNode } from 'react';
import classes from './HoverLabel.module.css';

/** Where the bubble sits: above or below its control, centred or kept inside the screen edge. */
export type HoverLabelPlace = 'top' | 'top-start' | 'top-end' | 'bottom-end';

type Props = { label: string; place?: HoverLabelPlace; children: ReactNode };

/**
 * A tooltip drawn by CSS: it shows while the pointer rests on its control or the keyboard
 * focuses it. It replaces Mantine's Tooltip on the app's chrome (bottom bar, sync indicator),
 * whose positioning library (floating-ui, 13 KB gzip) every signed-in first screen loaded for
 * a label that never moves (issue 17, P4). The control keeps its own accessible name; the
 * bubble repeats it for sighted people, hidden from screen readers. Its text is drawn by CSS
 * (`attr(data-label)`), so the page holds no second copy of the words for a search by text.
 */
export function HoverLabel({ label, place = 'top', children }: Props) {
  return (
    <span className={classes.anchor} data-place={place}>
      {children}
      <span className={classes.bubble} data-label={label} aria-hidden />
    </span>
  );
}
