import * as v from 'valibot';
import {
  collisionsOf,
  type AvailabilityJob,
  type AvailabilityVacation,
  type PersonAvailability,
} from './availabilityRules';

/**
 * The border the crew planner draws around a person (SPEC §4 "Planner borders: none, red,
 * yellow"), decided on the server from what it knows and sent with the reasons, so the app
 * says WHY in words. Pure and shared: one table test covers every rule.
 *
 * red (do not plan as is):
 * - a document-based skill whose document has expired (valid until before today);
 * - a hard collision in the coming week (today and the 6 days after): a confirmed crew item
 *   that overlaps another confirmed one or an approved vacation (the availability module's
 *   "block" collisions, the same check the booking uses).
 * yellow (plan with care):
 * - a document that expires within 30 days (today included);
 * - a vacation requested (not yet answered) that touches the next 30 days.
 * none: nothing of the above. Red wins over yellow; every reason found is listed, red first.
 */

export const BORDERS = ['none', 'red', 'yellow'] as const;
export type Border = (typeof BORDERS)[number];

export const HARD_COLLISION_DAYS = 7;
export const EXPIRING_WITHIN_DAYS = 30;
export const VACATION_AHEAD_DAYS = 30;

export const borderReasonSchema = v.variant('code', [
  v.object({ code: v.literal('documentExpired'), document: v.string(), date: v.string() }),
  v.object({ code: v.literal('hardCollision'), date: v.string() }),
  v.object({ code: v.literal('documentExpiring'), document: v.string(), date: v.string() }),
  v.object({ code: v.literal('vacationRequested'), from: v.string(), to: v.string() }),
]);
export type BorderReason = v.InferOutput<typeof borderReasonSchema>;

export type BorderDecision = { border: Border; reasons: BorderReason[] };

export type BorderFacts = {
  /** The person's document-based skills (certificates, licences) and how long they hold. */
  documents: readonly { document: string; validUntil: string | null }[];
  /** Crew items of the person (any status): only confirmed ones can collide hard. */
  jobs: readonly AvailabilityJob[];
  vacations: readonly AvailabilityVacation[];
};

const RED: ReadonlySet<BorderReason['code']> = new Set(['documentExpired', 'hardCollision']);

/** YYYY-MM-DD plus `days`, in UTC (dates only; no time zone shifts). */
export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function documentReasons(facts: BorderFacts, today: string): BorderReason[] {
  const soon = addDays(today, EXPIRING_WITHIN_DAYS - 1);
  const reasons: BorderReason[] = [];
  for (const { document, validUntil } of facts.documents) {
    if (!validUntil) continue; // valid without end
    if (validUntil < today) reasons.push({ code: 'documentExpired', document, date: validUntil });
    else if (validUntil <= soon)
      reasons.push({ code: 'documentExpiring', document, date: validUntil });
  }
  return reasons;
}

/** The first day of the coming week on which a confirmed crew item collides hard. */
function collisionDays(facts: BorderFacts, today: string): string[] {
  const last = addDays(today, HARD_COLLISION_DAYS - 1);
  const person: PersonAvailability = {
    jobs: facts.jobs,
    blockDates: [],
    vacations: facts.vacations,
  };
  const days = new Set<string>();
  for (const job of facts.jobs) {
    if (job.status !== 'confirmed' || job.endDate < today || job.startDate > last) continue;
    for (const c of collisionsOf(person, { kind: 'job', ...job }, today)) {
      if (c.severity !== 'block') continue;
      for (const day of c.days) if (day >= today && day <= last) days.add(day);
    }
  }
  return [...days].sort();
}

function vacationReasons(facts: BorderFacts, today: string): BorderReason[] {
  const last = addDays(today, VACATION_AHEAD_DAYS - 1);
  return facts.vacations
    .filter(
      (vacation) =>
        vacation.status === 'requested' && vacation.endDate >= today && vacation.startDate <= last,
    )
    .map((vacation) => ({
      code: 'vacationRequested',
      from: vacation.startDate,
      to: vacation.endDate,
    }));
}

/** The person's border and every reason for it, red reasons first (see the rules above). */
export function decideBorder(facts: BorderFacts, today: string): BorderDecision {
  const reasons = [
    ...documentReasons(facts, today),
    ...collisionDays(facts, today).map((date): BorderReason => ({ code: 'hardCollision', date })),
    ...vacationReasons(facts, today),
  ];
  const rank = (r: BorderReason) => (RED.has(r.code) ? 0 : 1);
  reasons.sort((a, b) => rank(a) - rank(b));
  const border: Border = reasons.length === 0 ? 'none' : rank(reasons[0]!) === 0 ? 'red' : 'yellow';
  return { border, reasons };
}
