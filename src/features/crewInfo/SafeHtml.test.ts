import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './SafeHtml';

describe('crew info HTML', () => {
  it.each([
    ['<p>Hi <strong>crew</strong></p>', '<p>Hi <strong>crew</strong></p>'],
    ['<p>x</p><script>alert(1)</script>', '<p>x</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    [
      '<a href="https://example.org">site</a>',
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>',
    ],
    ['<a href="mailto:a@b.test">mail</a>', '<a href="mailto:a@b.test">mail</a>'],
    ['<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});
