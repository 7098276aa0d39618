import type { BaseIssue } from 'valibot';

/** A schema's complaint, as valibot reports it. */
export type Issue = BaseIssue<unknown>;

/**
 * The first key of an issue's path: the form field (or body field) it is about, or undefined
 * when it is about the whole value (an object-level check).
 */
export function issueField(issue: Issue): string | undefined {
  return keyText(issue.path?.[0]?.key);
}

/** The whole path of an issue, dot-joined ("items.0.amount"); empty for the whole value. */
export function issuePath(issue: Issue): string {
  return (issue.path ?? []).map((item) => keyText(item.key) ?? '?').join('.');
}

/** Object keys are strings and array indexes numbers; a Map's key could be anything. */
function keyText(key: unknown): string | undefined {
  return typeof key === 'string' || typeof key === 'number' ? String(key) : undefined;
}

/**
 * An issue from one of our own checks (`v.check`, `v.partialCheck`, `v.rawCheck`), not from a
 * type or a length: "the end is before the begin", say, rather than "not a date".
 */
export function isCustomIssue(issue: Issue): boolean {
  return issue.type === 'check' || issue.type === 'partial_check' || issue.type === 'raw_check';
}

/** The message of every number beyond what its field holds; the forms say "too large". */
export const TOO_LARGE = 'too large';

/**
 * The one issue each field shows, by path ("items.0.quantity"): its first, except that a
 * number too large wins over every other complaint of the field. A too-large number also
 * fails checks it only fails by being too large (the two decimals of 10^14 are float noise,
 * Infinity is "not finite"); those would send the person looking for the wrong fault.
 */
export function fieldIssues(issues: readonly Issue[]): Map<string, Issue> {
  const shown = new Map<string, Issue>();
  for (const issue of issues) {
    const path = issuePath(issue);
    const first = shown.get(path);
    if (!first || (issue.message === TOO_LARGE && first.message !== TOO_LARGE)) {
      shown.set(path, issue);
    }
  }
  return shown;
}
