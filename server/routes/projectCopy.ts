import { Hono } from 'hono';
import * as v from 'valibot';
import type { Project } from '../../src/api/schemas/projects';
import { copiedBookings, copyCollisions, daysBetween } from '../../src/api/schemas/copyChecks';
import { projectCopySchema, type PersonAvailabilityRow } from '../../src/api/schemas/projectCopy';
import { idParam } from '../../src/api/schemas/common';
import { sql, type Db } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { allow, personIdOf } from '../http/policy';
import { apiError, parseBody } from '../http/errors';
import { idempotentWrite } from '../http/writes';
import { PROJECT_COLUMNS, PROJECT_FROM } from './projects';
import { availabilityOf } from './personAvailabilities';

type SourceItem = {
  id: number;
  crewId: number;
  personId: number | null;
  functionName: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  status: string;
  crewChiefOnly: boolean;
};

/** Statuses in which an item holds its person: those people are copied (as requested). */
const HOLDS_PERSON = new Set(['confirmed', 'toConfirm', 'requested']);

/**
 * The copy's number, from the same sequence as a created project's (migration 019): two writes
 * at the same moment never get one number, and copies and creates share one series.
 */
async function nextNumber(tx: Db): Promise<string> {
  const row = await tx.one<{ number: string }>(
    sql`SELECT 'P-' || nextval('project_numbers') AS number`,
  );
  if (!row) throw new Error('nextval returned no row');
  return row.number;
}

/**
 * POST /projects/{id}/copy (SPEC §2 copy dialog, §7 "copy"). Planners only: a copy books crews
 * and persons, which is planning; a client reads its projects but does not plan crews.
 *
 * The copy keeps every duration: all dates move by the days from the source's begin date to
 * the chosen one. It starts as "quoted" (a new date is not yet confirmed by the client). Crew
 * items with a person become "requested" (the person has not agreed to the new date), without
 * one "vacant". Before booking persons it asks copyChecks, as the app did offline: a hard
 * collision is refused (409 with every person's collisions) unless a reason is given, which is
 * then kept as an activity on the new project.
 */
export function projectCopyRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.post(
    '/projects/:id{[0-9]+}/copy',
    allow({ types: ['planner'], right: ['projects'] }),
    async (c) => {
      const me = personIdOf(c.get('payload'));
      const raw: unknown = await c.req.json().catch(() => null);
      const input = parseBody(projectCopySchema, raw);
      return idempotentWrite(c, deps, raw, async (tx) => {
        const id = v.safeParse(idParam, c.req.param('id'));
        const source = id.success
          ? await tx.one<Project>(
              sql`SELECT ${PROJECT_COLUMNS} ${PROJECT_FROM} WHERE p.id = ${id.output}`,
            )
          : null;
        if (!source) throw apiError(404, 'not_found', 'Project not found');
        const shift = daysBetween(source.beginDate, input.beginDate);
        const items = input.copyItems
          ? await tx.rows<SourceItem>(sql`SELECT ci.id, ci.crew_id AS "crewId", ci.person_id AS "personId",
              ci.function_name AS "functionName", to_char(ci.start_date, 'YYYY-MM-DD') AS "startDate",
              to_char(ci.end_date, 'YYYY-MM-DD') AS "endDate", ci.start_time AS "startTime",
              ci.end_time AS "endTime", ci.status, ci.crew_chief_only AS "crewChiefOnly"
              FROM crew_items ci JOIN project_crews pc ON pc.id = ci.crew_id
              WHERE pc.project_id = ${source.id} ORDER BY ci.id`)
          : [];
        const dropped = new Set(input.dropPersonIds);
        const booked = input.copyPersons
          ? items.flatMap((i) =>
              i.personId !== null && HOLDS_PERSON.has(i.status) && !dropped.has(i.personId)
                ? [{ ...i, personId: i.personId }]
                : [],
            )
          : [];
        const bookedIds = new Set(booked.map((b) => b.id));

        const persons = new Map<number, PersonAvailabilityRow>();
        for (const personId of new Set(booked.map((b) => b.personId))) {
          const row = await availabilityOf(tx, personId);
          if (row) persons.set(personId, row);
        }
        const today = deps.today().toISOString().slice(0, 10);
        const collisions = copyCollisions(copiedBookings(booked, shift), persons, today);
        const hard = collisions.some((p) => p.collisions.some((x) => x.severity === 'block'));
        if (hard && !input.reason?.trim()) {
          throw apiError(
            409,
            'booking_collision',
            'Some persons are not available at the new dates',
            {
              collisions,
            },
          );
        }

        const number = await nextNumber(tx);
        const created = await tx.one<{ id: number }>(sql`INSERT INTO projects
          (number, name, company_id, client_mark, begin_date, end_date, reference, closed,
           project_manager_id, status, branch_id, rate_card_id, catering_type_id, comment)
          SELECT ${number}, name, company_id, client_mark, begin_date + ${shift}::int,
            end_date + ${shift}::int, reference, false, project_manager_id, 'quoted',
            coalesce(${input.branchId}::int, branch_id), rate_card_id,
            coalesce(${input.cateringTypeId}::int, catering_type_id), comment
          FROM projects WHERE id = ${source.id} RETURNING id`);
        const newId = created!.id;

        if (input.copyCrews) {
          const crews = await tx.rows<{ id: number; chief: number | null }>(
            sql`SELECT id, chief_person_id AS chief FROM project_crews
              WHERE project_id = ${source.id} ORDER BY id`,
          );
          for (const crew of crews) {
            // The chief goes with the persons, unless dropped from the copy.
            const chief =
              input.copyPersons && crew.chief !== null && !dropped.has(crew.chief)
                ? crew.chief
                : null;
            const copy = await tx.one<{ id: number }>(sql`INSERT INTO project_crews
              (project_id, name, location_id, chief_person_id)
              SELECT ${newId}, name, location_id, ${chief}::int
              FROM project_crews WHERE id = ${crew.id} RETURNING id`);
            for (const item of items.filter((i) => i.crewId === crew.id)) {
              const withPerson = bookedIds.has(item.id);
              await tx.run(sql`INSERT INTO crew_items (crew_id, person_id, function_name, start_date,
                  end_date, start_time, end_time, status, crew_chief_only)
                VALUES (${copy!.id}, ${withPerson ? item.personId : null}, ${item.functionName},
                  ${item.startDate}::date + ${shift}::int, ${item.endDate}::date + ${shift}::int,
                  ${item.startTime}, ${item.endTime}, ${withPerson ? 'requested' : 'vacant'},
                  ${item.crewChiefOnly})`);
            }
          }
        }
        if (collisions.length && input.reason?.trim()) {
          await tx.run(sql`INSERT INTO activities (type, caption, body, parameters, entity_type, entity_id, person_id)
            VALUES ('LOG', 'Copied despite booking collisions', ${input.reason.trim()},
              ${JSON.stringify({ sourceProjectId: source.id, collisions })}::jsonb, 'project', ${newId}, ${me})`);
        }
        const project = await tx.one<Project>(
          sql`SELECT ${PROJECT_COLUMNS} ${PROJECT_FROM} WHERE p.id = ${newId}`,
        );
        return { status: 201, body: project };
      });
    },
  );

  return app;
}
