import classes from './DrawnText.module.css';

/**
 * A short text drawn for the eye only, for a figure the control's own label already says,
 * such as the number of projects on a calendar day ("3") whose button is named "Thursday,
 * 5 November 2026: 3 projects". Written as text, it would be part of what the button shows
 * but not in the order of its name, which fails WCAG 2.5.3 (label in name: what is seen must
 * be in what is heard). Drawn by CSS, it is not text of the page, and nothing reads it twice.
 */
export function DrawnText({ text }: { text: string }) {
  return <span className={classes.drawn} data-text={text} aria-hidden />;
}
