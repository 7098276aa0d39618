import { LIST_QUERY, request } from './client';
import {
  activityRecipientListSchema,
  activityTypeListSchema,
  todoActivityListSchema,
  type TodoActivity,
} from './schemas/todoActivities';

// The planner's to-do calendar (issue 14, SPEC §7 "Activities and calendar").

/** Days back the calendar keeps to-dos of any state; open ones are kept however old. */
export const TODO_DAYS_BACK = 92;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The planner's to-dos for the device: every one due from three months ago on (done or not),
 * and every open one however overdue, in two calls merged by id: the calendar then switches
 * months offline, and an old open to-do still shows as overdue.
 */
export async function fetchTodoActivities(
  token: string,
  today: Date,
): Promise<{ items: TodoActivity[]; total: number }> {
  const from = new Date(today.getTime() - TODO_DAYS_BACK * 86_400_000);
  const [recent, open] = await Promise.all([
    request(todoActivityListSchema, '/activities', {
      token,
      query: { ...LIST_QUERY, from: iso(from) },
    }),
    request(todoActivityListSchema, '/activities', {
      token,
      query: { ...LIST_QUERY, done: 'false' },
    }),
  ]);
  const byId = new Map([...recent.items, ...open.items].map((t) => [t.id, t]));
  return { items: [...byId.values()], total: byId.size };
}

export const fetchActivityTypes = (token: string) =>
  request(activityTypeListSchema, '/activityTypes', { token, query: { ...LIST_QUERY } });

/** The tenant's planners, whom a to-do can be given to. */
export const fetchActivityRecipients = (token: string) =>
  request(activityRecipientListSchema, '/activityRecipients', {
    token,
    query: { ...LIST_QUERY },
  });
