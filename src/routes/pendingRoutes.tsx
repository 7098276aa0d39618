import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { appLayout } from './layouts';
import { PendingScreen } from '../app/PendingScreen';

/** A declared route whose screen comes with a later issue. */
function pending<const P extends string>(path: P, title: MessageDescriptor) {
  return createRoute({
    getParentRoute: () => appLayout,
    path,
    staticData: { title },
    component: PendingScreen,
  });
}

/**
 * The routes of SPEC §2 no issue has built yet (mail,
 * plus crews, receipts, invoices): they open, with their titles, and say so.
 */
export const notYetBuiltRoutes = [
  pending('/mailbox', msg`Mailbox`),
  pending('/email-messages/$id', msg`E-mail`),
  pending('/plus-crews', msg`Plus crews`),
  pending('/plus-crews/$number', msg`Plus crew`),
  pending('/plus-crews/$number/settings', msg`Plus crew settings`),
  pending('/plus-crews/$number/data', msg`Plus crew data`),
  pending('/receipts', msg`Receipts`),
  pending('/invoices', msg`Invoices`),
  pending('/receipt/$number', msg`Receipt`),
  pending('/invoice/$number', msg`Invoice`),
];
