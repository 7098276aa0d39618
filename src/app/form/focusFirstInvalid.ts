import { useEffect, useRef, useState } from 'react';

/**
 * Scrolls to the first field marked invalid inside `root` and focuses it: after a refused
 * submit the focus would stay on the button, and on a phone the first error may sit far above
 * it, out of sight. Returns whether there was such a field.
 */
export function focusFirstInvalid(root: HTMLElement): boolean {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * For a form whose errors show only after the next render: `ref` goes on the form, and
 * `focusInvalid()` after setting the errors focuses the first invalid field once they show.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0 && ref.current) focusFirstInvalid(ref.current);
  }, [asked]);
  return { ref, focusInvalid: () => setAsked((n) => n + 1) };
}
