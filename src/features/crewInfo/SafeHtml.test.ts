import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './SafeHtml';

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
      '<img src="https://example.org/a.png" alt="Shoes" loading="lazy">',
    ],
    // Every image shown has an alt text (axe image-alt): its title, else empty (decoration).
    [
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" loading="lazy" alt="">',
    ],
    [
      '<img src="https://example.org/map.png" title="Site map">',
      '<img src="https://example.org/map.png" title="Site map" loading="lazy" alt="Site map">',
    ],
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
