import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  entityId,
  fieldsRule,
  idParam,
  int,
  INT4_MAX,
  isoDate,
  isoDateTime,
  queryInt,
  text,
  unstorableText,
} from './common';
import { issueField } from './issues';

describe('idParam', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', INT4_MAX],
    [7, 7],
  ])('accepts %j as %d', (raw, id) => {
    expect(v.parse(idParam, raw)).toBe(id);
  });

  it.each([
    '2147483648',
    '99999999999',
    '0',
    '-1',
    '01',
    'abc',
    '',
    ' 7',
    '7 ',
    '+7',
    '1e3',
    '0x10',
    '1.5',
    '\u0000',
    '\uD800',
    2147483648,
    0,
    -1,
    1.5,
    Number.NaN,
    null,
  ])('refuses %j', (raw) => {
    expect(v.safeParse(idParam, raw).success).toBe(false);
  });

  it('entityId holds JSON ids to int4 too', () => {
    expect(v.safeParse(entityId, INT4_MAX).success).toBe(true);
    expect(v.safeParse(entityId, INT4_MAX + 1).success).toBe(false);
  });
});

describe('int and queryInt', () => {
  it.each([
    [7, true],
    [-3, true],
    [Number.MAX_SAFE_INTEGER, true],
    [2 ** 53, false],
    [1.5, false],
    [Number.POSITIVE_INFINITY, false],
    ['7', false],
  ])('int takes %j: %s', (raw, ok) => {
    expect(v.safeParse(int, raw).success).toBe(ok);
  });

  it.each([
    ['25', 25],
    ['1', 1],
    ['1000', 1000],
    ['0', null],
    ['1001', null],
    ['2.5', null],
    ['abc', null],
  ])('queryInt(1, 1000) reads %j as %j', (raw, value) => {
    const parsed = v.safeParse(queryInt(1, 1000), raw);
    expect(parsed.success ? parsed.output : null).toBe(value);
  });
});

describe('isoDate', () => {
  it.each(['2027-02-28', '2028-02-29', '2000-02-29', '1900-01-01', '2999-12-31', '2027-12-31'])(
    'accepts %s',
    (value) => {
      expect(v.safeParse(isoDate, value).success).toBe(true);
    },
  );

  it.each([
    '2027-02-30',
    '2027-02-29', // not a leap year
    '1900-02-29', // 1900 is not a leap year either
    '2027-13-01',
    '2027-00-10',
    '2027-04-31',
    '2027-01-00',
    '0000-01-01',
    '1899-12-31',
    '3000-01-01',
    '2027-1-01',
    '27-01-01',
    '2027-01-01T00:00:00Z',
    '',
  ])('refuses %s', (value) => {
    expect(v.safeParse(isoDate, value).success).toBe(false);
  });
});

describe('isoDateTime', () => {
  it.each([
    ['2027-02-28T10:00:00Z', true],
    ['2027-02-28T10:00:00.123+02:00', true],
    ['2027-02-30T10:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['2027-02-28', false],
  ])('%s → %s', (value, ok) => {
    expect(v.safeParse(isoDateTime, value).success).toBe(ok);
  });
});

describe('text', () => {
  const name = text(10);

  it.each(['', 'Stage hand', 'Zoë 😀', 'a\tb\nc'])('accepts %j', (value) => {
    expect(v.safeParse(name, value).success).toBe(true);
  });

  it.each([
    ['a\u0000b', 'NUL'],
    ['\u0000', 'NUL'],
    ['a\uD800b', 'surrogate'],
    ['\uDC00', 'surrogate'],
    ['😀'.charAt(1), 'surrogate'],
    ['x'.repeat(11), 'at most 10'],
  ])('refuses %j with a message naming %s', (value, message) => {
    const parsed = v.safeParse(name, value);
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.[0]?.message).toContain(message);
  });

  it('still pipes into trim and a minimum', () => {
    const reason = v.pipe(text(5), v.trim(), v.minLength(1));
    expect(v.safeParse(reason, '  ').success).toBe(false);
    expect(v.parse(reason, ' ok ')).toBe('ok');
  });

  it('takes its own message for a too long value', () => {
    expect(v.safeParse(text(2, 'Too big'), 'abc').issues?.[0]?.message).toBe('Too big');
  });

  it('unstorableText says null for a storable text', () => {
    expect(unstorableText('fine 😀')).toBeNull();
  });
});

describe('fieldsRule', () => {
  const dates = v.pipe(
    v.object({ name: v.pipe(v.string(), v.minLength(1)), start: isoDate, end: v.nullish(isoDate) }),
    fieldsRule(['start', 'end'], (value) => !value.end || value.end >= value.start, 'order', 'end'),
  );
  /** Each issue as "field: message", the way a form shows it. */
  const issues = (input: unknown) =>
    (v.safeParse(dates, input).issues ?? []).map(
      (issue) => `${issueField(issue) ?? '_'}: ${issue.message}`,
    );
  const realDate = 'expected a real date between 1900 and 2999';

  it.each([
    ['in order', { name: 'a', start: '2027-01-01', end: '2027-01-02' }, []],
    ['one day', { name: 'a', start: '2027-01-01', end: '2027-01-01' }, []],
    ['no end (the rule allows it)', { name: 'a', start: '2027-01-01', end: null }, []],
    ['out of order', { name: 'a', start: '2027-01-02', end: '2027-01-01' }, ['end: order']],
    [
      "out of order beside another field's fault",
      { name: '', start: '2027-01-02', end: '2027-01-01' },
      ['name: Invalid length: Expected >=1 but received 0', 'end: order'],
    ],
    [
      'a judged field not a real date: its own message only',
      { name: 'a', start: '2027-02-30', end: '2027-01-01' },
      [`start: ${realDate}`],
    ],
    [
      'a judged field missing',
      { name: 'a', end: '2027-01-01' },
      ['start: Invalid key: Expected "start" but received undefined'],
    ],
    ['not an object', 'x', ['_: Invalid type: Expected Object but received "x"']],
  ])('%s', (_case, input, expected) => {
    expect(issues(input)).toEqual(expected);
  });
});
