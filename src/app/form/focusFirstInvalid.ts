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
  focusWithoutOpening(field);
  return true;
}

/**
 * Focuses a field, but not the way a person does for one that opens its list of options on
 * focus (a searchable select): that list would cover the very error the focus is meant to
 * show (the new project's Company, its first field, hid "Choose a company."). React hears focus
 * as a bubbling `focusin` at its root, so stopped at the field it does not reach the select's
 * own focus handler; the field still has the focus, and typing or a tap opens the list.
 */
function focusWithoutOpening(field: HTMLElement): void {
  if (field.getAttribute('aria-haspopup') !== 'listbox') {
    field.focus({ preventScroll: true });
    return;
  }
  const unheard = (event: Event) => event.stopPropagation();
  field.addEventListener('focusin', unheard);
  try {
    field.focus({ preventScroll: true });
  } finally {
    field.removeEventListener('focusin', unheard);
  }
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
