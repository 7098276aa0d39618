import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueField } from './issues';
import {
  dottedToIso,
  isoToDotted,
  projectTodoInputSchema,
  todoDefaultDueDate,
  todoDefaults,
} from './projectTodoRules';

describe('to-do defaults (SPEC §9: due one day ahead, priority 1, DD.MM.YYYY)', () => {
  it.each([
    ['2026-11-18', '19.11.2026'],
    ['2026-11-30', '01.12.2026'],
    ['2026-12-31', '01.01.2027'],
    ['2028-02-28', '29.02.2028'],
    ['2027-02-28', '01.03.2027'],
  ])('made on %s, due %s', (today, due) => {
    expect(todoDefaultDueDate(today)).toBe(due);
  });

  it('starts with an empty caption and priority 1', () => {
    expect(todoDefaults('2026-11-18')).toEqual({
      caption: '',
      body: null,
      dueDate: '19.11.2026',
      priority: 1,
    });
  });
});

describe('DD.MM.YYYY', () => {
  it.each([
    ['19.11.2026', '2026-11-19'],
    [' 01.01.2027 ', '2027-01-01'],
    ['29.02.2028', '2028-02-29'],
    ['29.02.2027', null],
    ['31.04.2026', null],
    ['2026-11-19', null],
    ['1.1.2026', null],
    ['', null],
  ])('%j reads as %s', (dotted, iso) => {
    expect(dottedToIso(dotted)).toBe(iso);
  });

  it('writes an ISO day back the same way', () => {
    expect(isoToDotted('2026-03-07')).toBe('07.03.2026');
  });
});

describe('the to-do input', () => {
  const ok = { caption: 'Call the venue', body: null, dueDate: '19.11.2026', priority: 1 };
  it.each([
    [{ ...ok }, null],
    [{ ...ok, caption: '   ' }, 'caption'],
    [{ ...ok, caption: 'x'.repeat(201) }, 'caption'],
    [{ ...ok, body: 'y'.repeat(2001) }, 'body'],
    [{ ...ok, dueDate: '31.02.2026' }, 'dueDate'],
    [{ ...ok, priority: 0 }, 'priority'],
  ])('%j is refused on %s', (input, field) => {
    const result = v.safeParse(projectTodoInputSchema, input);
    expect(result.success ? null : issueField(result.issues[0])).toBe(field);
  });
});
