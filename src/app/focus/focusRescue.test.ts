import { afterEach, describe, expect, it } from 'vitest';
import { watchFocusRescue } from './focusRescue';

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/** Lets the MutationObserver's callback run. */
const settle = () => new Promise((r) => setTimeout(r, 0));
const focused = () => document.activeElement?.id || document.activeElement?.tagName;

const checkIn = `
  <header><button id="menu">Menu</button></header>
  <main id="main">
    <ul>
      <li id="member" aria-label="Bench Crew">Bench Crew <span>Not checked in</span>
        <div id="actions"><button id="act">Check in Bench Crew</button></div>
      </li>
    </ul>
  </main>`;

describe('a focus lost with its removed control', () => {
  it.each([
    ['its actions, removed once done', 'actions', 'member'],
    ['the button alone', 'act', 'member'],
    ['the whole list: no part of it is left, main is not a home', 'member', 'BODY'],
  ])('goes to what was acted on when %s', async (_case, removedId, expected) => {
    document.body.innerHTML = checkIn;
    stop = watchFocusRescue();
    document.getElementById('act')!.focus();
    document.getElementById(removedId)!.remove();
    await settle();
    expect(focused()).toBe(expected);
    if (expected !== 'BODY') {
      // Focusable by script only: not a new stop for Tab.
      expect(document.getElementById(expected)!.getAttribute('tabindex')).toBe('-1');
    }
  });

  it.each([
    [
      'its card',
      '<section id="card" aria-label="Doc"><button id="b">Sign</button></section>',
      'card',
    ],
    ['the heading above it', '<h3 id="h">Signatures</h3><p><button id="b">Sign</button></p>', 'h'],
  ])('goes to %s when the control is disabled by what it did', async (_case, html, expected) => {
    document.body.innerHTML = `<main>${html}</main>`;
    stop = watchFocusRescue();
    const button = document.getElementById('b') as HTMLButtonElement;
    button.focus();
    // A browser lets go of a button once disabled; jsdom does not, nor blurs a disabled one.
    button.blur();
    button.disabled = true;
    await settle();
    expect(focused()).toBe(expected);
  });

  it('follows a control drawn anew, and goes above it when the new one is disabled', async () => {
    document.body.innerHTML = `<main><h3 id="h">Signatures</h3><div id="box"><button id="b">Sign</button></div></main>`;
    stop = watchFocusRescue();
    document.getElementById('b')!.focus();
    document.getElementById('box')!.innerHTML = '<button id="again">Sign</button>';
    await settle();
    expect(focused()).toBe('again');

    document.getElementById('box')!.innerHTML = '<button id="off" disabled>Sign</button>';
    await settle();
    expect(focused()).toBe('h');
  });

  it('waits a moment for a screen drawn again in steps (loading in between)', async () => {
    document.body.innerHTML = `<main><div id="box"><h3 id="h">Signatures</h3><button id="b">Sign</button></div></main>`;
    stop = watchFocusRescue();
    document.getElementById('b')!.focus();
    document.getElementById('box')!.innerHTML = '<p>Loading…</p>';
    await settle();
    expect(focused()).toBe('BODY');
    document.getElementById('box')!.innerHTML =
      '<h3 id="h2">Signatures</h3><button id="off" disabled>Sign</button>';
    await settle();
    expect(focused()).toBe('h2');
  });

  it("never lands on another row's look-alike control (Delete of the next row)", async () => {
    document.body.innerHTML = `<main><div id="list">
      <p id="r1"><button id="d1">Delete</button></p><p id="r2"><button id="d2">Delete</button></p>
    </div></main>`;
    stop = watchFocusRescue();
    document.getElementById('d1')!.focus();
    document.getElementById('r1')!.remove();
    await settle();
    expect(focused()).toBe('BODY');
  });

  it('is left alone inside a dialog still open: the dialog keeps it', async () => {
    document.body.innerHTML = `${checkIn}<div role="dialog"><section><div id="x"><button id="b">OK</button></div></section></div>`;
    stop = watchFocusRescue();
    document.getElementById('b')!.focus();
    document.getElementById('x')!.remove();
    await settle();
    expect(focused()).toBe('BODY');
  });

  const signing = (opener: string) => `
    <main>
      <h2 id="doc">Festival season terms</h2>
      <h3 id="signatures">Signatures</h3>
      <ul><li>Sam Crew: Ready to sign</li></ul>
      ${opener}
    </main>
    <div role="dialog" id="dialog"><button id="ok">Sign document</button></div>`;

  it.each([
    [
      'to the heading above a button now disabled (Sign, once signed)',
      '<button id="sign">Sign</button>',
      'signatures',
    ],
    [
      "to the opener's card when the opener went",
      '<section aria-label="Bench Crew" id="card"><button id="sign">Sign</button></section>',
      'card',
    ],
    ['to the opener when it can take it', '<button id="sign">Sign</button>', 'sign'],
  ])('after a dialog closed, goes %s', async (_case, opener, expected) => {
    document.body.innerHTML = signing(opener);
    stop = watchFocusRescue();
    const sign = document.getElementById('sign') as HTMLButtonElement;
    sign.focus();
    document.getElementById('ok')!.focus();
    if (expected === 'signatures') sign.disabled = true;
    if (expected === 'card') sign.remove();
    document.getElementById('dialog')!.remove();
    await settle();
    expect(focused()).toBe(expected);
  });

  it('is left alone outside main (the header) and when the person moved on', async () => {
    document.body.innerHTML = checkIn;
    stop = watchFocusRescue();
    document.getElementById('menu')!.focus();
    document.getElementById('menu')!.remove();
    await settle();
    expect(focused()).toBe('BODY');

    document.getElementById('act')!.focus();
    document.getElementById('menu')?.remove();
    document.body.insertAdjacentHTML('beforeend', '<input id="other">');
    document.getElementById('other')!.focus();
    document.getElementById('actions')!.remove();
    await settle();
    expect(focused()).toBe('other');
  });
});
