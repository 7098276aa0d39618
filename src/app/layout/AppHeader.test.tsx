import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderInApp } from '../render.testkit';
import { AppHeader } from './AppHeader';

vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ history: { back: vi.fn() } }) }));
vi.mock('../sync/SyncStatus', () => ({ SyncIndicator: () => null }));

afterEach(cleanup);

function header(menuOpened = false) {
  const onMenu = vi.fn();
  const onMenuIntent = vi.fn();
  renderInApp(
    <AppHeader
      title="Jobs"
      onTitleWhole={() => {}}
      showBack={false}
      menuOpened={menuOpened}
      onMenu={onMenu}
      onMenuIntent={onMenuIntent}
    />,
  );
  return { onMenu, onMenuIntent, burger: screen.getByRole('button', { name: 'Open menu' }) };
}

it.each([
  ['pressed', (el: HTMLElement) => fireEvent.pointerDown(el)],
  ['focused', (el: HTMLElement) => fireEvent.focus(el)],
])('the burger %s starts loading the menu before it is opened', (_, act) => {
  const { onMenu, onMenuIntent, burger } = header();
  act(burger);
  expect(onMenuIntent).toHaveBeenCalledOnce();
  expect(onMenu).not.toHaveBeenCalled();
});

it('the burger opens the menu and says whether it is open', () => {
  const { onMenu, burger } = header();
  expect(burger.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(burger);
  expect(onMenu).toHaveBeenCalledOnce();
  cleanup();
  expect(header(true).burger.getAttribute('aria-expanded')).toBe('true');
});
