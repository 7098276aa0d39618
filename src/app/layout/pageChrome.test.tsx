import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../render.testkit';
import { EntityName } from './EntityName';
import { GuestNote } from './GuestNote';
import { PageChromeContext, type PageChrome } from './pageChrome';

afterEach(cleanup);

const NOTE = /Contact your provider to get a personal account/;

function inLayout(chrome: PageChrome | null, name: string) {
  const screenParts = (
    <>
      <EntityName>{name}</EntityName>
      <GuestNote />
    </>
  );
  renderInApp(
    chrome ? <PageChromeContext value={chrome}>{screenParts}</PageChromeContext> : screenParts,
  );
}

describe('what a screen says that its layout may already say', () => {
  it.each<[string, PageChrome | null, string, boolean, boolean]>([
    ['no layout around it (says all)', null, 'Stage crew A', true, true],
    [
      'a header showing this name whole, no guest note',
      { wholeEntityName: 'Stage crew A', guestNote: false },
      'Stage crew A',
      false,
      true,
    ],
    [
      'a header showing another name (the previous page’s)',
      { wholeEntityName: 'Stage crew B', guestNote: false },
      'Stage crew A',
      true,
      true,
    ],
    [
      'a header that cut the name short, or the top menu with its guest note',
      { wholeEntityName: null, guestNote: true },
      'Stage crew A',
      true,
      false,
    ],
  ])('%s', (_case, chrome, name, showsName, showsNote) => {
    inLayout(chrome, name);
    expect(screen.queryAllByRole('heading', { name })).toHaveLength(showsName ? 1 : 0);
    expect(screen.queryAllByText(NOTE)).toHaveLength(showsNote ? 1 : 0);
  });
});
