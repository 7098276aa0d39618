import { sql, type Db } from '../db/connect';
import { LOGIN_TYPES } from '../rights';
import { IDS, addDays, iso } from './ids';

/** A second planner: whom the demo planner gives to-dos to, and who gives him some. */
export const SECOND_PLANNER = { email: 'dana.planner@demo.test', name: 'Dana Planner' };

type Todo = {
  caption: string;
  /** Days from today; the e2e "today" is 2026-11-18, so these span November and December. */
  due: number;
  priority: 1 | 2 | 3;
  done?: boolean;
  /** Given by the demo planner to the second one, or the other way round. */
  from?: 'second';
  to?: 'second';
};

const TODOS: Todo[] = [
  { caption: 'Send the crew list to the venue', due: -6, priority: 1 },
  { caption: 'Confirm the hotel rooms', due: -3, priority: 2, done: true },
  { caption: 'Order extra radios', due: -1, priority: 1 },
  { caption: 'Call the stage builder', due: 0, priority: 1 },
  { caption: 'Approve the timesheets', due: 0, priority: 3, done: true },
  { caption: 'Check the catering for the crew', due: 2, priority: 2, from: 'second' },
  { caption: 'Plan the winter fair crews', due: 5, priority: 1, to: 'second' },
  { caption: 'Renew the forklift licences', due: 9, priority: 2 },
  { caption: 'Prepare the December rota', due: 13, priority: 1, done: true },
  { caption: 'Book the New Year crew', due: 19, priority: 1 },
  { caption: 'Ask for the venue floor plan', due: 24, priority: 3, to: 'second' },
  { caption: 'Year-end review with the chiefs', due: 33, priority: 2 },
];

const dotted = (d: Date) => iso(d).split('-').reverse().join('.');

/**
 * Issue 14 (to-do calendar): a second planner and the demo planner's to-dos around today,
 * open and done, overdue and ahead, some given to or by the second planner. Project to-dos
 * (projectDetail.ts) show in the calendar too. Fixed values: the e2e tests read them.
 */
export async function seedTodoActivities(db: Db, today: Date): Promise<void> {
  const second = await db.one<{ id: number }>(sql`INSERT INTO persons
      (email, name, language, login_types, contact_number)
    VALUES (${SECOND_PLANNER.email}, ${SECOND_PLANNER.name}, 'en',
      ${JSON.stringify([LOGIN_TYPES.planner])}::jsonb, 'P-0008')
    RETURNING id`);
  for (const t of TODOS) {
    const creator = t.from === 'second' ? second!.id : IDS.planner;
    const recipient = t.to === 'second' ? second!.id : IDS.planner;
    const parameters = { dueDate: dotted(addDays(today, t.due)), priority: t.priority, recipient };
    await db.run(sql`INSERT INTO activities
        (type, caption, body, parameters, person_id, recipient_id, done_at, created_at)
      VALUES ('TODO_INT', ${t.caption}, NULL, ${JSON.stringify(parameters)}::jsonb, ${creator},
        ${recipient}, ${t.done ? addDays(today, t.due).toISOString() : null},
        ${addDays(today, Math.min(t.due, 0) - 7).toISOString()})`);
  }
}
