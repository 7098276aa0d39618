import type { VacationRequest } from '../../db/db';

/** A planner's answer the person should see: an approval or a refusal. */
export type VacationAnswer = VacationRequest & { status: 'approved' | 'declined' };

const isAnswer = (v: VacationRequest): v is VacationAnswer =>
  v.status === 'approved' || v.status === 'declined';

/**
 * The vacation answers home lists under "Waiting for you": approved or declined requests that
 * start today or later (older answers no longer need attention), soonest first.
 */
export function homeVacationAnswers(
  vacations: readonly VacationRequest[],
  today: string,
): VacationAnswer[] {
  return vacations
    .filter(isAnswer)
    .filter((v) => v.startDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
}
