import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import type { EntityFlag } from '../../db/hooks';
import type { MobileDocument } from '../../db/db';
import { MobileDocumentsScreen } from './MobileDocumentsScreen';

// The rows, paired with the outbox flags read after them (db/withFlags, tested there); until
// that read has answered, there is no pair.
const read = vi.hoisted(() => ({
  documents: [] as MobileDocument[],
  flags: undefined as Map<number, EntityFlag> | undefined,
}));
vi.mock('../../db/profileHooks', () => ({ useMobileDocuments: () => read.documents }));
vi.mock('../../db/withFlags', () => ({
  useWithFlags: <R,>(rows: R) => (read.flags ? ([rows, read.flags] as const) : undefined),
}));

/** An upload made on this device, not yet on the server (a local, negative id). */
const upload: MobileDocument = {
  id: -7,
  version: 1,
  name: 'Offline scan',
  type: 'other',
  date: '2026-11-30',
  status: 'awaitingApproval',
  fileName: 'offline-scan.pdf',
  contentType: 'application/pdf',
  size: 10,
};

const BADGES = ['Pending', 'Not accepted', 'Refused', 'Conflict'];

afterEach(cleanup);

describe('My documents, rows with the outbox flags read after them', () => {
  // A row drawn before its flag was read looked settled (no badge) while the upload still
  // waited: the screen said "not pending" before the server had the document.
  it.each<[string, string, Map<number, EntityFlag> | undefined]>([
    ['flags not read after the rows yet', 'no row yet', undefined],
    ['waiting', 'Pending', new Map([[-7, 'pending']])],
    ['refused by a rule', 'Refused', new Map([[-7, 'refused']])],
    ['not accepted', 'Not accepted', new Map([[-7, 'failed']])],
    ['nothing waiting', 'no badge', new Map()],
  ])('%s: %s', (_, badge, flags) => {
    read.documents = [upload];
    read.flags = flags;
    renderInApp(<MobileDocumentsScreen />);
    const row = screen.queryByRole('listitem', { name: 'Offline scan' });
    if (badge === 'no row yet') {
      // Not drawn until the flags are known: a moment of "Loading" instead of a false "sent".
      expect(row).toBeNull();
      expect(screen.getByRole('img', { name: 'Loading' })).toBeTruthy();
      return;
    }
    expect(row?.textContent).toContain('Awaiting approval');
    const shown = BADGES.filter((b) => row?.textContent?.includes(b));
    expect(shown).toEqual(badge === 'no badge' ? [] : [badge]);
  });
});
