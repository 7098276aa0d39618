import { BLOCKED_REMOTE_ATTR } from '../../lib/sanitiseHtml';
import classes from './brokenImages.module.css';

/** Says, in the reader's words, that an image could not be shown (its alt text, or ''). */
export type SayImageNotShown = (alt: string) => string;

/** The mark on a note put in an image's place, with the image's alt text, to word it again. */
const NOTE_ATTR = 'data-image-note';

/*
 * An image the sanitiser dropped the source of (a source that is not an allowed image: "x",
 * cid:, a script URL) or whose source failed to load (a broken inline image, a remote one gone)
 * is gone from view without a word. Remote images held back are not broken: the reader's own
 * notice tells of them.
 */
function isBroken(img: HTMLImageElement): boolean {
  if (img.hasAttribute(BLOCKED_REMOTE_ATTR)) return false;
  if (!img.getAttribute('src')) return true;
  return img.complete && img.naturalWidth === 0;
}

/*
 * Plain text in the image's place, made with textContent (never as HTML: the alt text is the
 * sender's): a screen reader reads it where the image was, and it takes no focus. The class
 * is the app's own (mail markup has none: the sanitiser drops class), so mail cannot mimic it.
 */
function noteInPlaceOf(img: HTMLImageElement, say: SayImageNotShown): void {
  const note = img.ownerDocument.createElement('span');
  const alt = img.getAttribute('alt')?.trim() ?? '';
  note.setAttribute(NOTE_ATTR, alt);
  note.textContent = say(alt);
  note.className = classes.note ?? '';
  img.replaceWith(note);
}

/**
 * Puts a short note in place of every image of the sanitised mail under `root` that cannot
 * be shown, now or once it fails to load (an image's error event does not bubble: caught on
 * the way down). Notes already there are worded again (the language may have changed).
 * Returns the clean-up.
 */
export function noteBrokenImages(root: HTMLElement, say: SayImageNotShown): () => void {
  root.querySelectorAll<HTMLElement>(`[${NOTE_ATTR}]`).forEach((note) => {
    note.textContent = say(note.getAttribute(NOTE_ATTR) ?? '');
  });
  root.querySelectorAll('img').forEach((img) => {
    if (isBroken(img)) noteInPlaceOf(img, say);
  });
  const onError = (event: Event) => {
    const img = event.target;
    if (img instanceof HTMLImageElement && root.contains(img)) noteInPlaceOf(img, say);
  };
  root.addEventListener('error', onError, true);
  return () => root.removeEventListener('error', onError, true);
}
