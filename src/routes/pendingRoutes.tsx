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
 * The routes of SPEC §2 no issue has built yet (planning, projects, mail, membership and
 * plus crews, receipts, invoices): they open, with their titles, and say so.
 */
export const notYetBuiltRoutes = [
  pending('/planning-calendar', msg`Planning calendar`),
  pending('/planning-crew-item-list', msg`Crew item list`),
  pending('/planner-crew', msg`Crew planner`),
  pending('/projects-calendar', msg`Projects calendar`),
  pending('/todo-calendar', msg`To-do calendar`),
  pending('/mailbox', msg`Mailbox`),
  pending('/email-messages/$id', msg`E-mail`),
  pending('/membership-crews', msg`Membership crews`),
  pending('/membership-crews/$id', msg`Membership crew`),
  pending('/membership-crews/$id/contact/$personId', msg`Contact`),
  pending('/plus-crews', msg`Plus crews`),
  pending('/plus-crews/$number', msg`Plus crew`),
  pending('/plus-crews/$number/settings', msg`Plus crew settings`),
  pending('/plus-crews/$number/data', msg`Plus crew data`),
  pending('/receipts', msg`Receipts`),
  pending('/invoices', msg`Invoices`),
  pending('/receipt/$number', msg`Receipt`),
  pending('/invoice/$number', msg`Invoice`),
];
