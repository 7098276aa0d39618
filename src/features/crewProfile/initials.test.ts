import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Mr. Max Cormier III', 'MC'],
    ['Bench Crew', 'BC'],
    ['Charley Daugherty I', 'CD'],
    ['Dr. Ann Smith Jr.', 'AS'],
    ['Miss Jane Doe', 'JD'],
    ['Ms Jane Doe Sr', 'JD'],
    ['Green Herman-Bradtke', 'GH'],
    ['Jan de Vries', 'JV'],
    ['Émile Zola', 'ÉZ'],
    ['  Alex   Chief  ', 'AC'],
    ['Madonna', 'M'],
    ['Ivan Ivanov IV', 'II'],
    ['', ''],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
