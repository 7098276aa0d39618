import { fetchTrainings } from '../../api/trainings';
import { trainingSchema } from '../../api/schemas/trainings';
import { defineArea } from './types';
import { personalWith } from './who';

/** Trainings (issue 4): read only; any personal login with the right, not only crew. */
export const trainingsArea = defineArea({
  tables: { trainings: trainingSchema },
  pulls: [
    {
      name: 'trainings',
      table: 'trainings',
      appliesTo: personalWith('training'),
      fetch: (c) => fetchTrainings(c.token),
    },
  ],
  outboxKinds: [],
});
