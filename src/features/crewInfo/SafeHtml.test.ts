import { describe, expect, it, vi } from 'vitest';
import { crewInfoHtml } from './SafeHtml';

describe('crew info HTML', () => {
  it.each([
    ['<p>Hi <strong>crew</strong></p>', '<p>Hi <strong>crew</strong></p>'],
    ['<p>x</p><script>alert(1)</script>', '<p>x</p>'],
    // The seed's hostile item: a source that cannot load is not shown as a broken image.
    ['<img src="x" onerror="alert(1)">', ''],
    ['<p>a</p><img src="/logo.png" alt="Logo">', '<p>a</p>[Logo]'],
    ['<img src="http://example.org/a.png" alt="">', ''],
    [
      '<img src="https://example.org/a.png" alt="Shoes">',
      '<img src="https://example.org/a.png" alt="Shoes" referrerpolicy="no-referrer" loading="lazy">',
    ],
    // Every image shown has an alt text (axe image-alt): its title, else empty (decoration).
    [
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" referrerpolicy="no-referrer" loading="lazy" alt="">',
    ],
    [
      '<img src="https://example.org/map.png" title="Site map">',
      '<img src="https://example.org/map.png" title="Site map" referrerpolicy="no-referrer" loading="lazy" alt="Site map">',
    ],
    ['<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    [
      '<a href="https://example.org">site</a>',
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>',
    ],
    [
      '<a href="mailto:a@b.test">mail</a>',
      '<a href="mailto:a@b.test" target="_blank" rel="noopener noreferrer">mail</a>',
    ],
    ['<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
  ])('%s → %s', (input, output) => {
    expect(crewInfoHtml(input)).toBe(output);
  });
});

describe('crew info HTML goes through the one sanitiser', () => {
  const hostile =
    '<p onclick="steal()">Hi</p><img src="https://cdn.test/a.png" onerror="alert(1)" alt="A">';

  it('an onerror/onclick handler does not come out', () => {
    expect(crewInfoHtml(hostile)).not.toMatch(/\son[a-z]+\s*=/i);
  });

  // Chrome reports a CSP violation for a handler in HTML that is merely parsed (DOMParser,
  // which DOMPurify uses), so no raw handler may reach a parser at all.
  it('no parser is ever handed the raw handlers', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    try {
      crewInfoHtml(hostile);
      const inputs = parse.mock.calls.map(([input]) => String(input));
      expect(inputs.length).toBeGreaterThan(0);
      for (const input of inputs) expect(input).not.toMatch(/\son[a-z]+\s*=/i);
    } finally {
      parse.mockRestore();
    }
  });
});
