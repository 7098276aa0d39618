import {
  fetchContracts,
  fetchCrewInfo,
  fetchPayrollDocuments,
  fetchPayrollItems,
  fetchPayrolls,
  fetchTrainings,
} from '../../api/payrolls';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { hasRight } from '../../session/rights';
import type { PullContext, PullResource } from './registry';

/** A personal (not guest) login holding the right; crew-only resources ask for crew too. */
const personalWith =
  (right: string, crewOnly = true) =>
  (ctx: PullContext) =>
    ctx.payload.type === 'other' &&
    ctx.payload.loginData.personId !== null &&
    (!crewOnly || normaliseLoginTypes(ctx.payload.loginData.loginTypes).has('crew')) &&
    hasRight(ctx.rights, right);

/** Payrolls, their items and documents, contracts, crew info and trainings (issue 4, slice C). */
export function payrollResources(): PullResource[] {
  const payrolls = personalWith('payrolls');
  return [
    {
      name: 'payrolls',
      table: 'payrolls',
      appliesTo: payrolls,
      fetch: (c) => fetchPayrolls(c.token),
    },
    {
      name: 'payrollItems',
      table: 'payrollItems',
      appliesTo: payrolls,
      fetch: (c) => fetchPayrollItems(c.token),
    },
    {
      name: 'payrollDocuments',
      table: 'payrollDocuments',
      appliesTo: payrolls,
      fetch: (c) => fetchPayrollDocuments(c.token),
    },
    {
      name: 'contracts',
      table: 'contracts',
      appliesTo: personalWith('staffContracts'),
      fetch: (c) => fetchContracts(c.token),
    },
    {
      name: 'crewInfo',
      table: 'crewInfo',
      appliesTo: personalWith('crewInfo'),
      fetch: (c) => fetchCrewInfo(c.token),
    },
    {
      name: 'trainings',
      table: 'trainings',
      appliesTo: personalWith('training', false),
      fetch: (c) => fetchTrainings(c.token),
    },
  ];
}
