import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isCustomIssue, issueField, issuePath, type Issue } from './issues';

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
