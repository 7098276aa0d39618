import { Typography } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { sanitiseHtml } from '../../lib/sanitiseHtml';

/** Image sources that can load: a full https address, or an image inlined as data. */
const LOADABLE_IMAGE = /^(https:\/\/|data:image\/(png|jpeg|gif|webp);)/i;

/** An image that cannot show becomes its alt text (or nothing): never a broken-image icon. */
function replaceImage(img: HTMLImageElement): void {
  const alt = img.getAttribute('alt')?.trim();
  if (alt) img.replaceWith(img.ownerDocument.createTextNode(`[${alt}]`));
  else img.remove();
}

/**
 * HTML written by the office, shown only after the app's one sanitiser (lib/sanitiseHtml) has
 * removed scripts, event handlers and other active content; links open in a new tab without
 * access to this page. Nothing here parses the raw HTML: only the sanitiser's output. Images
 * always have an alt text, and images whose source cannot load (a relative path such as "x",
 * a plain-http address on this https app) are replaced before they show as broken.
 */
export function crewInfoHtml(html: string): string {
  // The office's images are wanted (remote allowed); which of them can load is decided below.
  const { html: clean } = sanitiseHtml(html, { allowRemote: true });
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  for (const img of doc.querySelectorAll('img')) {
    if (!LOADABLE_IMAGE.test(img.getAttribute('src') ?? '')) replaceImage(img);
    else {
      img.setAttribute('loading', 'lazy');
      // WCAG 1.1.1: an image the office left without alt text is read by its title if it
      // has one, else passed over as decoration rather than read out as a file name.
      if (!img.hasAttribute('alt')) img.setAttribute('alt', img.getAttribute('title') ?? '');
    }
  }
  return doc.body.innerHTML;
}

export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => crewInfoHtml(html), [html]);
  const root = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const box = root.current;
    if (!box) return;
    // An address that looked fine can still fail (offline, gone): the same replacement then.
    // `error` does not bubble, so it is caught on the way down.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) replaceImage(event.target);
    };
    box.addEventListener('error', onError, true);
    for (const img of box.querySelectorAll('img')) {
      if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) replaceImage(img);
    }
    return () => box.removeEventListener('error', onError, true);
  }, [clean]);
  return <Typography ref={root} p={0} dangerouslySetInnerHTML={{ __html: clean }} />;
}
