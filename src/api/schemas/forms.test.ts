import { describe, expect, it } from 'vitest';
import {
  TEXT_ANSWER_MAX,
  answerIssues,
  type AnswerIssue,
  type Answers,
  type AnswerValue,
  type FormQuestion,
  type QuestionType,
} from './forms';

const question = (type: QuestionType, required = true): FormQuestion => ({
  id: 1,
  type,
  name: 'q',
  label: 'Q',
  help: null,
  required,
  options: ['A', 'B'],
  min: null,
  max: null,
});
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const FILE = { fileKey: 'file-key-0001', fileName: 'a.png', contentType: 'image/png' };

describe('answerIssues', () => {
  it.each<[QuestionType, AnswerValue | undefined, 'required' | 'invalid' | null]>([
    ['text', 'hello', null],
    ['text', '  ', 'required'],
    ['text', undefined, 'required'],
    ['text', 3, 'invalid'],
    ['number', 0, null],
    ['number', '3', 'invalid'],
    ['yesNo', false, null],
    ['yesNo', null, 'required'],
    ['yesNo', 'yes', 'invalid'],
    ['singleChoice', 'A', null],
    ['singleChoice', 'C', 'invalid'],
    ['multipleChoice', ['A', 'B'], null],
    ['multipleChoice', [], 'required'],
    ['multipleChoice', ['A', 'Z'], 'invalid'],
    ['date', '2026-11-22', null],
    ['date', '22.11.2026', 'invalid'],
    ['file', FILE, null],
    ['file', { fileKey: 'x' } as unknown as AnswerValue, 'invalid'],
    ['signature', PNG, null],
    ['signature', 'Sam', 'invalid'],
    ['signature', '', 'required'],
  ])('%s %o → %s when sending', (type, value, issue) => {
    const answers: Answers = value === undefined ? {} : { '1': value };
    const issues = answerIssues({ questions: [question(type)] }, answers, { requireAll: true });
    expect(issues).toEqual(issue ? [[1, issue]] : []);
  });

  it.each<[number | null, number | null, number | string, AnswerIssue | null]>([
    [0, 70, -5, 'tooSmall'],
    [0, 70, 0, null],
    [0, 70, 70, null],
    [0, 70, 70.5, 'tooLarge'],
    [null, null, -5, null],
    [null, 10, -1e9, null],
    [1, null, 1e9, null],
    [0, 70, 'x', 'invalid'],
  ])('a number between %s and %s: %s → %s', (min, max, value, issue) => {
    const form = { questions: [{ ...question('number'), min, max }] };
    const issues = answerIssues(form, { '1': value }, { requireAll: false });
    expect(issues).toEqual(issue ? [[1, issue]] : []);
  });

  it.each<[number, AnswerIssue | null]>([
    [TEXT_ANSWER_MAX, null],
    [TEXT_ANSWER_MAX + 1, 'tooLong'],
  ])('a text answer of %s characters → %s', (length, issue) => {
    const issues = answerIssues(
      { questions: [question('text')] },
      { '1': 'x'.repeat(length) },
      { requireAll: true },
    );
    expect(issues).toEqual(issue ? [[1, issue]] : []);
  });

  it('a draft may leave required questions empty, but not answer them wrongly', () => {
    const form = { questions: [question('text'), { ...question('number'), id: 2 }] };
    expect(answerIssues(form, {}, { requireAll: false })).toEqual([]);
    expect(answerIssues(form, { '2': 'x' }, { requireAll: false })).toEqual([[2, 'invalid']]);
  });

  it('an empty optional question is fine when sending; issues come in question order', () => {
    const form = {
      questions: [
        question('text', false),
        { ...question('date'), id: 2 },
        { ...question('yesNo'), id: 3 },
      ],
    };
    expect(answerIssues(form, {}, { requireAll: true })).toEqual([
      [2, 'required'],
      [3, 'required'],
    ]);
  });
});
