/**
 * Whether saving a setting's amount asks first: emptying a stored target border or team
 * bonus removes it, and the dashboard then has no bonus threshold (or amount) to forecast
 * against, which one stray Save should not do unasked. Setting or changing an amount does not.
 */
export function removesSetting(typed: number | null, stored: number | null): boolean {
  return typed === null && stored !== null;
}
