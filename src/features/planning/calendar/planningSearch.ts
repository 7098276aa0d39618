/**
 * The planning calendar's state in the URL query, so a reload or a shared link shows the same
 * month, day, grouping and filters. Anything invalid is dropped (SPEC §5: an invalid date in
 * the query is ignored in favour of today).
 */
export type PlanningGrouping = 'person' | 'function';

export type PlanningSearch = {
  /** YYYY-MM */
  month?: string;
  /** YYYY-MM-DD, within the month */
  day?: string;
  group?: PlanningGrouping;
  /** A person's id. */
  person?: number;
  /** A function's name. */
  fn?: string;
};

const isRealDay = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v && Number(m[1]) >= 1900 && Number(m[1]) <= 2999;
};

export function parsePlanningSearch(s: Record<string, unknown>): PlanningSearch {
  const out: PlanningSearch = {};
  if (typeof s.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(s.month)) {
    const year = Number(s.month.slice(0, 4));
    if (year >= 1900 && year <= 2999) out.month = s.month;
  }
  if (typeof s.day === 'string' && isRealDay(s.day)) out.day = s.day;
  if (s.group === 'function' || s.group === 'person') out.group = s.group;
  // Digits only: Number() would take "1e3" or "0x10" for a person.
  const person =
    typeof s.person === 'number'
      ? s.person
      : typeof s.person === 'string' && /^[1-9]\d{0,9}$/.test(s.person)
        ? Number(s.person)
        : NaN;
  if (Number.isInteger(person) && person > 0 && person <= 2_147_483_647) out.person = person;
  if (typeof s.fn === 'string' && s.fn.trim() && s.fn.length <= 100) out.fn = s.fn;
  return out;
}

/** The month, day and grouping shown, from the query and today. */
export function resolvePlanningView(search: PlanningSearch, today: string) {
  const month = search.month ?? search.day?.slice(0, 7) ?? today.slice(0, 7);
  const day =
    search.day && search.day.startsWith(month)
      ? search.day
      : today.startsWith(month)
        ? today
        : `${month}-01`;
  return { month, day, group: search.group ?? 'person' } as const;
}
