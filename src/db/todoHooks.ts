import { useLiveQuery } from 'dexie-react-hooks';
import { db, type ActivityRecipient, type ActivityType, type TodoActivity } from './db';

/** Every to-do on the device (a planner's few hundred); the calendar groups them by day. */
export function useTodoActivities(): TodoActivity[] | undefined {
  return useLiveQuery(() => db.todoActivities.toArray(), []);
}

/** The types a new to-do can have (the `todo` ones), in the server's order. */
export function useTodoTypes(): ActivityType[] | undefined {
  return useLiveQuery(async () => (await db.activityTypes.toArray()).filter((t) => t.todo), []);
}

/** The tenant's planners, by name: whom a to-do can be given to. */
export function useActivityRecipients(): ActivityRecipient[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.activityRecipients.toArray()).sort(
        (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
      ),
    [],
  );
}
