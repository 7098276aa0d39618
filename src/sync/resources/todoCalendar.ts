import {
  fetchActivityRecipients,
  fetchActivityTypes,
  fetchTodoActivities,
} from '../../api/todoActivities';
import {
  activityRecipientSchema,
  activityTypeSchema,
  todoActivitySchema,
} from '../../api/schemas/todoActivities';
import { defineArea } from './types';
import { clientOrPlannerWith } from './who';

/** The toDoCalendar right is the planners' (server/rights.ts); the server checks the type. */
const withTodoCalendar = clientOrPlannerWith('toDoCalendar');

/**
 * The planner's to-do calendar (issue 14): his to-dos, the types a to-do can have and the
 * planners it can be given to, so creating, marking done and reassigning work offline.
 */
export const todoCalendarArea = defineArea({
  tables: {
    todoActivities: todoActivitySchema,
    activityTypes: activityTypeSchema,
    activityRecipients: activityRecipientSchema,
  },
  pulls: [
    {
      name: 'todoActivities',
      table: 'todoActivities',
      appliesTo: withTodoCalendar,
      fetch: (ctx) => fetchTodoActivities(ctx.token, ctx.today),
    },
    {
      name: 'activityTypes',
      table: 'activityTypes',
      appliesTo: withTodoCalendar,
      fetch: (ctx) => fetchActivityTypes(ctx.token),
    },
    {
      name: 'activityRecipients',
      table: 'activityRecipients',
      appliesTo: withTodoCalendar,
      fetch: (ctx) => fetchActivityRecipients(ctx.token),
    },
  ],
  outboxKinds: ['todo.create', 'todo.done', 'todo.reopen', 'todo.reassign'],
});
