import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldIssues, isCustomIssue, issueField, issuePath, TOO_LARGE, type Issue } from './issues';

const order = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.minLength(1)),
    lines: v.array(v.object({ amount: v.pipe(v.number(), v.minValue(0)) })),
    from: v.string(),
    to: v.string(),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], (o) => o.to >= o.from, 'ends before it begins'),
    ['to'],
  ),
);

function issuesOf(input: unknown): Issue[] {
  const parsed = v.safeParse(order, input);
  return parsed.success ? [] : parsed.issues;
}

describe('issue paths', () => {
  it.each([
    [{ name: '', lines: [], from: 'a', to: 'b' }, 'name', 'name', false],
    [{ name: 'x', lines: [{ amount: -1 }], from: 'a', to: 'b' }, 'lines', 'lines.0.amount', false],
    [{ name: 'x', lines: [], from: 'b', to: 'a' }, 'to', 'to', true],
  ])('%j → field %s, path %s, own check %s', (input, field, path, custom) => {
    const [issue] = issuesOf(input);
    expect(issueField(issue!)).toBe(field);
    expect(issuePath(issue!)).toBe(path);
    expect(isCustomIssue(issue!)).toBe(custom);
  });

  it('names no field for a problem with the whole value', () => {
    const [issue] = issuesOf('not an object');
    expect(issueField(issue!)).toBeUndefined();
    expect(issuePath(issue!)).toBe('');
  });
});

// A field whose number is too large says so, even when a check before the size failed too.
const amount = v.object({
  a: v.pipe(
    v.number(),
    v.finite('not finite'),
    v.check((n) => Number.isInteger(n), 'whole'),
    v.maxValue(100, TOO_LARGE),
  ),
  b: v.pipe(
    v.number(),
    v.minValue(0, 'negative'),
    v.check((n) => n !== 1, 'not one'),
  ),
});

describe('fieldIssues', () => {
  it.each([
    [{ a: 5, b: 5 }, {}],
    [{ a: 5.5, b: 5 }, { a: 'whole' }],
    [{ a: 500, b: 5 }, { a: TOO_LARGE }],
    [{ a: 500.5, b: 5 }, { a: TOO_LARGE }],
    [{ a: Infinity, b: 5 }, { a: TOO_LARGE }],
    [{ a: 5, b: -1 }, { b: 'negative' }],
    [
      { a: 1e12, b: -1 },
      { a: TOO_LARGE, b: 'negative' },
    ],
  ])('%j → %j', (input, shown) => {
    const parsed = v.safeParse(amount, input);
    const issues = parsed.success ? [] : parsed.issues;
    const byField = Object.fromEntries(
      [...fieldIssues(issues)].map(([path, issue]) => [path, issue.message]),
    );
    expect(byField).toEqual(shown);
  });
});
