/** Scrolls to a question and focuses its first input (deep links and the first invalid answer). */
export function focusQuestion(root: HTMLElement, questionId: number): void {
  const box = root.querySelector<HTMLElement>(`#question-${questionId}`);
  if (!box) return;
  box.scrollIntoView?.({ block: 'center' });
  const input = box.querySelector<HTMLElement>(
    'input:not([type=hidden]):not([type=file]), textarea, button, canvas, [tabindex]',
  );
  (input ?? box).focus();
}
