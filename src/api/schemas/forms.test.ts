import { describe, expect, it } from 'vitest';
import {
  answerIssues,
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
