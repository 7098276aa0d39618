import { describe, expect, it } from 'vitest';
import { startQuestion } from './startQuestion';

const form = {
  questions: [
    { id: 101, name: 'full-name' },
    { id: 107, name: 'id-photo' },
  ].map((q) => ({
    ...q,
    type: 'text' as const,
    label: q.name,
    help: null,
    required: false,
    options: [],
    min: null,
    max: null,
  })),
};

describe('startQuestion', () => {
  it.each([
    [undefined, undefined, null],
    ['site-induction', undefined, null],
    ['site-induction', '107', 107],
    ['site-induction', '999', null],
    ['id-photo', undefined, 107],
    ['101', undefined, 101],
  ])('name %s, questionId %s → %s', (name, questionId, expected) => {
    expect(startQuestion(form, name, questionId)).toBe(expected);
  });
});
