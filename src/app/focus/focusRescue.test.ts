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

  it('is left alone inside a dialog: the dialog gives the focus back itself', async () => {
    document.body.innerHTML = `${checkIn}<div role="dialog"><section><div id="x"><button id="b">OK</button></div></section></div>`;
    stop = watchFocusRescue();
    document.getElementById('b')!.focus();
    document.getElementById('x')!.remove();
    await settle();
    expect(focused()).toBe('BODY');
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
