import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADING_POLL_MS, HEADING_WAIT_MS, focusHeadingWhenReady } from './headingFocus';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const page = (html: string) => {
  document.body.innerHTML = `<button id="opener">menu</button>${html}`;
  document.getElementById('opener')!.focus();
};
const focused = () => document.activeElement?.id ?? document.activeElement?.tagName;

describe('focus after a change of page', () => {
  it.each([
    [
      'the header title, focusable by script only',
      '<header><h1 id="h">Jobs</h1></header><main id="m"></main>',
      'h',
    ],
    ['the screen title when the header has none', '<main id="m"><h1 id="h">Login</h1></main>', 'h'],
    ['the main area of a page without a heading', '<main id="m"><p>Version</p></main>', 'm'],
    ['nothing while no page is there yet', '<p>Loading…</p>', 'opener'],
    [
      'nowhere while a dialog is open: the dialog keeps it',
      '<h1 id="h">Jobs</h1><div role="dialog"><button id="ok">OK</button></div>',
      'opener',
    ],
  ])('goes to %s', (_case, html, expected) => {
    page(html);
    focusHeadingWhenReady();
    vi.advanceTimersByTime(HEADING_WAIT_MS + HEADING_POLL_MS);
    expect(focused()).toBe(expected);
  });

  it('waits for the page and for a closing menu to leave, then goes to the heading', () => {
    page('<div role="dialog" id="menu"><a id="link" href="/jobs">Jobs</a></div>');
    focusHeadingWhenReady();
    vi.advanceTimersByTime(HEADING_POLL_MS * 3);
    document.body.insertAdjacentHTML('beforeend', '<header><h1 id="h">Jobs</h1></header>');
    vi.advanceTimersByTime(HEADING_POLL_MS * 3);
    expect(focused()).toBe('opener');
    document.getElementById('menu')!.remove();
    vi.advanceTimersByTime(HEADING_POLL_MS);
    expect(focused()).toBe('h');
    expect(document.getElementById('h')!.getAttribute('tabindex')).toBe('-1');
  });

  it('skips the old page, hidden while the next one loads, and waits for the new heading', () => {
    // React's Suspense keeps the old page in the document, hidden with display: none.
    page('<div style="display: none"><header><h1 id="old">Projects</h1></header></div>');
    focusHeadingWhenReady();
    vi.advanceTimersByTime(HEADING_POLL_MS * 3);
    expect(focused()).toBe('opener');
    document.body.insertAdjacentHTML('beforeend', '<header><h1 id="h">Gala hose</h1></header>');
    vi.advanceTimersByTime(HEADING_POLL_MS);
    expect(focused()).toBe('h');
  });

  it.each([
    ['removed', (h: HTMLElement) => h.remove()],
    ['hidden', (h: HTMLElement) => (h.style.display = 'none')],
  ])('follows a heading drawn anew as the page settles (the first one %s)', (_case, drop) => {
    page('<header id="bar"><h1 id="first">Project</h1></header>');
    focusHeadingWhenReady();
    expect(focused()).toBe('first');
    const first = document.getElementById('first')!;
    drop(first);
    first.blur();
    document.getElementById('bar')!.insertAdjacentHTML('beforeend', '<h1 id="h">Gala hose</h1>');
    vi.advanceTimersByTime(HEADING_POLL_MS);
    expect(focused()).toBe('h');
  });

  it('leaves the focus where the person put it once the heading had it', () => {
    page('<header><h1 id="h">Jobs</h1></header><main><button id="b">Open</button></main>');
    focusHeadingWhenReady();
    expect(focused()).toBe('h');
    document.getElementById('b')!.focus();
    vi.advanceTimersByTime(HEADING_POLL_MS * 2);
    expect(focused()).toBe('b');
    // A click on plain text puts the focus on the body; the heading is still there.
    document.getElementById('b')!.blur();
    vi.advanceTimersByTime(HEADING_POLL_MS * 2);
    expect(document.activeElement).toBe(document.body);
  });

  it('stops looking when cancelled (the person moved on)', () => {
    page('<p>Loading…</p>');
    const cancel = focusHeadingWhenReady();
    cancel();
    document.body.insertAdjacentHTML('beforeend', '<h1 id="h">Jobs</h1>');
    vi.advanceTimersByTime(HEADING_WAIT_MS);
    expect(focused()).toBe('opener');
  });
});
