import { describe, expect, it } from 'vitest';
import { BLOCKED_REMOTE_ATTR, sanitiseHtml } from './sanitiseHtml';
import { XSS_PAYLOADS } from './xssPayloads';

const ACTIVE_TAGS =
  'script, iframe, frame, object, embed, applet, form, input, button, textarea, select, meta, base, link, style, svg, math, audio, video, source, template, portal, noscript';
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background'];

/** Everything in rendered mail that could run, navigate, submit, track or clobber. */
function activeContent(root: Element): string[] {
  const found: string[] = [];
  root.querySelectorAll(ACTIVE_TAGS).forEach((el) => found.push(`<${el.tagName}>`));
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = [...attr.value]
        .filter((ch) => ch.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`${el.tagName}[${name}]`);
      if (['srcdoc', 'srcset', 'id', 'name', 'class', 'http-equiv'].includes(name))
        found.push(`${el.tagName}[${name}]`);
      if (URL_ATTRS.includes(name) && !/^(https?:|mailto:|tel:|data:image\/)/.test(value))
        found.push(`${el.tagName}[${name}=${value}]`);
      if (name === 'src' && /^https?:/.test(value)) found.push(`remote ${el.tagName}[src]`);
      if (name === 'style' && /url\(|expression|javascript|position:fixed|\\/.test(value))
        found.push(`${el.tagName}[style=${value}]`);
    }
    if (el.tagName === 'A' && el.hasAttribute('href')) {
      if (
        el.getAttribute('target') !== '_blank' ||
        el.getAttribute('rel') !== 'noopener noreferrer'
      )
        found.push('link without target=_blank rel=noopener noreferrer');
    }
  });
  return found;
}

function render(html: string, allowRemote = false) {
  const root = document.createElement('div');
  const result = sanitiseHtml(html, { allowRemote });
  root.innerHTML = result.html;
  return { root, ...result };
}

describe('the OWASP XSS filter-evasion payloads are inert in the mail view', () => {
  it.each(XSS_PAYLOADS)('%s', (_name, payload) => {
    expect(activeContent(render(payload).root)).toEqual([]);
  });

  it('the check itself finds each kind of active content (it can fail)', () => {
    const raw = document.createElement('div');
    raw.innerHTML = `<script></script><img src="javascript:x" onerror="x"><a href="https://a.example">a</a>
      <div style="background:url(x)" id="x"></div><img src="https://t.example/x.gif">`;
    expect(activeContent(raw)).toEqual(
      [
        '<SCRIPT>',
        'IMG[src=javascript:x]',
        'IMG[onerror]',
        'link without target=_blank rel=noopener noreferrer',
        'DIV[style=background:url(x)]',
        'DIV[id]',
        'remote IMG[src]',
      ].map((s) =>
        s === 'A without target' ? 'link without target=_blank rel=noopener noreferrer' : s,
      ),
    );
  });
});

describe('what mail keeps', () => {
  it('keeps tables, quoted replies, formatting and inline (data:) images', () => {
    const { root } = render(`<table><tr><th>Name</th><td style="color:red">32</td></tr></table>
      <blockquote><p>On Monday <b>you</b> wrote:</p></blockquote>
      <img src="data:image/png;base64,iVBORw0KGgo=" alt="logo">`);
    expect(root.querySelector('td')?.getAttribute('style')).toBe('color:red');
    expect(root.querySelector('blockquote b')?.textContent).toBe('you');
    expect(root.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
  });

  it('opens links in a new tab that cannot reach back; drops script links', () => {
    const { root } = render(
      `<a href="https://venue.example/map">map</a><a href="javascript:alert(1)">bad</a>`,
    );
    const [good, bad] = Array.from(root.querySelectorAll('a'));
    expect(good?.getAttribute('target')).toBe('_blank');
    expect(good?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(bad?.hasAttribute('href')).toBe(false);
    expect(bad?.textContent).toBe('bad');
  });

  it.each([
    [false, 2, 0],
    [true, 0, 2],
  ])('remote images allowed=%s: %i blocked, %i shown', (allowRemote, blocked, shown) => {
    const mail = `<img src="https://a.example/1.png" alt="one"><img src="http://b.example/2.png">`;
    const result = render(mail, allowRemote);
    expect(result.blockedImages).toBe(blocked);
    expect(result.root.querySelectorAll('img[src]').length).toBe(shown);
    expect(result.root.querySelectorAll('img').length).toBe(2);
    // Marked, so the reader does not take a held-back image for one that failed.
    expect(result.root.querySelectorAll(`img[${BLOCKED_REMOTE_ATTR}]`).length).toBe(blocked);
  });

  it("keeps a mail's own blocked mark off an image it cannot show (only the gate marks)", () => {
    const result = render(`<img src="x" ${BLOCKED_REMOTE_ATTR} alt="broken">`, false);
    const img = result.root.querySelector('img');
    expect(img?.hasAttribute(BLOCKED_REMOTE_ATTR)).toBe(false);
    expect(img?.hasAttribute('src')).toBe(false);
    expect(img?.getAttribute('alt')).toBe('broken');
  });
});

describe('handlers are renamed inside tags only (no CSP report while parsing)', () => {
  it.each([
    [
      'a code sample in the text',
      '<p>use onload=init() in the page</p>',
      'use onload=init() in the page',
    ],
    ['a greater-than sign in the text', '<p>if a > b, onclick=go</p>', 'if a > b, onclick=go'],
    ['a handler after a quoted value', '<b title="x"onclick="f()">bold</b>', 'bold'],
  ])('%s', (_name, html, text) => {
    const { root } = render(html);
    expect(root.textContent).toBe(text);
    expect(root.querySelector('[onclick], [onload], [data-x-onclick]')).toBeNull();
  });

  it('drops <base> and </base>, keeping what follows', () => {
    const { root } = render('<base href="https://evil.example/"></base><p>after</p>');
    expect(root.querySelector('base, x-base')).toBeNull();
    expect(root.textContent).toBe('after');
  });
});
