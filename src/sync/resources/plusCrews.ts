import {
  fetchPlusCrewDataSourceTypes,
  fetchPlusCrews,
  fetchPlusCrewTypes,
  fetchPlusCrewValues,
  fetchPlusCrewValueTypes,
} from '../../api/plusCrews';
import {
  plusCrewRefSchema,
  plusCrewRowSchema,
  plusCrewValueDataSchema,
  plusCrewValueSchema,
  plusCrewValueTypeSchema,
} from '../../api/schemas/plusCrews';
import { plusCrewValueDatasToKeep, withPlusCrews } from '../plusCrews/pull';
import { defineArea } from './types';

/**
 * Plus crews (issue 16, pdata slice): the crews the person may see (a plus-crew guest only
 * his own), the value types, each crew's values (settings) and its daily figures of the
 * previous and current month plus the months opened online (sync/plusCrews/pull.ts), so the
 * data screen and the dashboard work offline. Figures are added, corrected and deleted, and
 * settings changed, through the outbox.
 */
export const plusCrewsArea = defineArea({
  tables: {
    plusCrews: plusCrewRowSchema,
    plusCrewValueTypes: plusCrewValueTypeSchema,
    plusCrewValues: plusCrewValueSchema,
    plusCrewValueDatas: plusCrewValueDataSchema,
    plusCrewTypes: plusCrewRefSchema,
    plusCrewDataSourceTypes: plusCrewRefSchema,
  },
  pulls: [
    {
      name: 'plusCrews',
      table: 'plusCrews',
      appliesTo: withPlusCrews,
      fetch: (ctx) => fetchPlusCrews(ctx.token),
    },
    {
      name: 'plusCrewValueTypes',
      table: 'plusCrewValueTypes',
      appliesTo: withPlusCrews,
      fetch: (ctx) => fetchPlusCrewValueTypes(ctx.token),
    },
    {
      name: 'plusCrewValues',
      table: 'plusCrewValues',
      appliesTo: withPlusCrews,
      fetch: (ctx) => fetchPlusCrewValues(ctx.token),
    },
    {
      name: 'plusCrewValueDatas',
      table: 'plusCrewValueDatas',
      appliesTo: withPlusCrews,
      fetch: plusCrewValueDatasToKeep,
    },
    {
      name: 'plusCrewTypes',
      table: 'plusCrewTypes',
      appliesTo: withPlusCrews,
      fetch: (ctx) => fetchPlusCrewTypes(ctx.token),
    },
    {
      name: 'plusCrewDataSourceTypes',
      table: 'plusCrewDataSourceTypes',
      appliesTo: withPlusCrews,
      fetch: (ctx) => fetchPlusCrewDataSourceTypes(ctx.token),
    },
  ],
  outboxKinds: [
    'plusCrewFigure.add',
    'plusCrewFigure.correct',
    'plusCrewFigure.delete',
    'plusCrewValue.settings',
  ],
});
