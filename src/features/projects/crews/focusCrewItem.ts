/**
 * Puts the keyboard back on a crew item's row after one of its dialogs closes: its "More"
 * button, else the row itself. The element that opened the dialog (a menu entry, the Book
 * button of an item just booked) is gone by then, and focus fell to the page's body. Waits a
 * moment, so the row has re-rendered after the change and the dialog has let go.
 */
export function focusCrewItem(itemId: number, delay = 30): void {
  window.setTimeout(() => {
    const row = document.querySelector<HTMLElement>(`[data-crew-item="${itemId}"]`);
    if (!row) return;
    const more = row.querySelector<HTMLElement>('[data-crew-item-more]');
    (more ?? row).focus();
  }, delay);
}
