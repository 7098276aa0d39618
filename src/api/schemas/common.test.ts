import { describe, expect, it } from 'vitest';
import { entityId, idParam, INT4_MAX, isoDate, isoDateTime, text, unstorableText } from './common';

describe('idParam', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', INT4_MAX],
    [7, 7],
  ])('accepts %j as %d', (raw, id) => {
    expect(idParam.parse(raw)).toBe(id);
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
    expect(idParam.safeParse(raw).success).toBe(false);
  });

  it('entityId holds JSON ids to int4 too', () => {
    expect(entityId.safeParse(INT4_MAX).success).toBe(true);
    expect(entityId.safeParse(INT4_MAX + 1).success).toBe(false);
  });
});

describe('isoDate', () => {
  it.each(['2027-02-28', '2028-02-29', '2000-02-29', '1900-01-01', '2999-12-31', '2027-12-31'])(
    'accepts %s',
    (value) => {
      expect(isoDate.safeParse(value).success).toBe(true);
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
    expect(isoDate.safeParse(value).success).toBe(false);
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
    expect(isoDateTime.safeParse(value).success).toBe(ok);
  });
});

describe('text', () => {
  const name = text(10);

  it.each(['', 'Stage hand', 'Zoë 😀', 'a\tb\nc'])('accepts %j', (value) => {
    expect(name.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a\u0000b', 'NUL'],
    ['\u0000', 'NUL'],
    ['a\uD800b', 'surrogate'],
    ['\uDC00', 'surrogate'],
    ['😀'.charAt(1), 'surrogate'],
    ['x'.repeat(11), 'at most 10'],
  ])('refuses %j with a message naming %s', (value, message) => {
    const parsed = name.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(message);
  });

  it('still chains trim and min', () => {
    const reason = text(5).trim().min(1);
    expect(reason.safeParse('  ').success).toBe(false);
    expect(reason.parse(' ok ')).toBe('ok');
  });

  it('takes its own message for a too long value', () => {
    expect(text(2, 'Too big').safeParse('abc').error?.issues[0]?.message).toBe('Too big');
  });

  it('unstorableText says null for a storable text', () => {
    expect(unstorableText('fine 😀')).toBeNull();
  });
});
