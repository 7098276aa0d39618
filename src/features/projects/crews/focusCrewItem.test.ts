import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusCrewItem } from './focusCrewItem';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('focusCrewItem', () => {
  // After Book or a confirm's Escape, focus once landed on <body>.
  it.each<[string, string, string]>([
    [
      'the row’s More button',
      '<li data-crew-item="7" tabindex="-1"><button data-crew-item-more>More</button></li>',
      'BUTTON',
    ],
    ['the row when it has no More button', '<li data-crew-item="7" tabindex="-1">Open</li>', 'LI'],
    ['nothing when the row is gone', '<li data-crew-item="8" tabindex="-1"></li>', 'BODY'],
  ])('puts focus on %s', (_name, html, tag) => {
    vi.useFakeTimers();
    document.body.innerHTML = `<ul>${html}</ul>`;
    focusCrewItem(7);
    vi.runAllTimers();
    expect(document.activeElement?.tagName).toBe(tag);
  });
});
