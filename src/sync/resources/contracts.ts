import { fetchContracts } from '../../api/contracts';
import { contractSchema } from '../../api/schemas/contracts';
import { defineArea } from './types';
import { personalWith } from './who';

/** Staff contracts (issue 4): read only. */
export const contractsArea = defineArea({
  tables: { contracts: contractSchema },
  pulls: [
    {
      name: 'contracts',
      table: 'contracts',
      appliesTo: personalWith('staffContracts', true),
      fetch: (c) => fetchContracts(c.token),
    },
  ],
  outboxKinds: [],
});
