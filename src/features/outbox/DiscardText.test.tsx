import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import type { OutboxRecord } from '../../db/db';
import type { OutboxKind } from '../../sync/resources';
import { outboxRecord } from '../../sync/outbox/enqueue';
import { DiscardText } from './DiscardText';

afterEach(cleanup);

const rec = (kind: OutboxKind): OutboxRecord =>
  outboxRecord('person:2', {
    kind,
    method: 'POST',
    path: '/x',
    body: {},
    entity: null,
    baseVersion: null,
  });

it.each<{ dependants: OutboxRecord[]; says: string[]; listed: string[] }>([
  {
    dependants: [],
    says: ['The change will not reach the server. This cannot be undone.'],
    listed: [],
  },
  {
    dependants: [rec('formResult.send')],
    says: [
      'This also discards 1 change that waits for it:',
      'None of these 2 changes will reach the server. This cannot be undone.',
    ],
    listed: ['Send a form'],
  },
  {
    dependants: [rec('formResult.update'), rec('formResult.send')],
    says: [
      'This also discards 2 changes that wait for it:',
      'None of these 3 changes will reach the server. This cannot be undone.',
    ],
    listed: ['Save a form', 'Send a form'],
  },
])(
  'discarding with $dependants.length dependants names them all',
  ({ dependants, says, listed }) => {
    renderInApp(<DiscardText dependants={dependants} />);
    for (const text of says) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryAllByRole('listitem').map((li) => li.textContent)).toEqual(listed);
  },
);
