import DOMPurify from 'dompurify';

/*
 * The ONE gate between HTML from the server and the page: delivered e-mail (issue 15) and
 * the office's crew info. Mail is written by strangers, so the rules are made for it:
 * everything that can run, navigate, submit, load from elsewhere or restyle the app goes,
 * and what remains is plain formatted text, tables, links and images.
 */

export type SanitisedHtml = {
  html: string;
  /** Remote images left out because the reader has not allowed them (allowRemote false). */
  blockedImages: number;
};

/** Elements that can run code, load documents, submit or restyle the page: removed whole. */
const FORBID_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'script',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'fieldset',
  'svg',
  'math',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'dialog',
];

/*
 * Attributes that load or act (srcset and background fetch images past the remote-image
 * choice; ping reports clicks), and class and id, with which mail could borrow the app's own
 * styles or clobber its DOM names.
 */
const FORBID_ATTR = [
  'srcset',
  'background',
  'ping',
  'poster',
  'action',
  'formaction',
  'srcdoc',
  'class',
  'id',
  'name',
  'target',
  'rel',
  'usemap',
  'dynsrc',
  'lowsrc',
  'xmlns',
];

/**
 * The mark on a remote image held back (its src removed) until the reader allows remote
 * images: the mail reader tells of those in its own notice, not as images that failed.
 */
export const BLOCKED_REMOTE_ATTR = 'data-remote-blocked';

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;
const INLINE_IMAGE = /^data:image\/(png|gif|jpe?g|webp);base64,/i;
const REMOTE = /^https?:\/\//i;
/** CSS that loads, runs (old IE expression/behavior) or escapes the message's box. */
const UNSAFE_STYLE =
  /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|javascript:|position\s*:\s*(fixed|absolute|sticky)|\\/i;

const purifier = DOMPurify();
let current = { allowRemote: false, blocked: 0 };

purifier.addHook('afterSanitizeAttributes', (node) => {
  const el = node;
  const style = el.getAttribute('style');
  if (style !== null && UNSAFE_STYLE.test(style)) el.removeAttribute('style');

  if (el.tagName === 'A') {
    const href = el.getAttribute('href')?.trim() ?? '';
    if (!SAFE_LINK.test(href)) el.removeAttribute('href');
    else {
      // A new tab that cannot reach back into the app (window.opener) nor learn where from.
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  }

  if (el.tagName === 'IMG') {
    const src = el.getAttribute('src')?.trim() ?? '';
    if (INLINE_IMAGE.test(src) || (REMOTE.test(src) && current.allowRemote)) {
      el.setAttribute('referrerpolicy', 'no-referrer');
      el.setAttribute('loading', 'lazy');
    } else {
      if (REMOTE.test(src)) {
        current.blocked += 1;
        el.setAttribute(BLOCKED_REMOTE_ATTR, '');
      }
      el.removeAttribute('src');
    }
  }

  if (el.hasAttribute('href') && el.tagName !== 'A') el.removeAttribute('href');
});

/*
 * Chrome parses the HTML for DOMPurify in a document that inherits the app's CSP, so an
 * on...= handler or a <base> in the raw HTML is REPORTED as a CSP violation while merely
 * parsed (blocked, but noise that hides real ones). Inside tags only, handlers are renamed to
 * data-x-on... (dropped below: no data attributes) and base becomes an unknown tag (dropped).
 * Not a security gate: whatever this misses, DOMPurify below still removes.
 */
const TAG = /<[a-z!/][^>]*>/gi;
const HANDLER = /([\s/"'])(on[a-z]+\s*=)/gi;
const BASE = /^<(\/?)base\b/i;

function defuse(html: string): string {
  return html.replace(TAG, (tag) =>
    tag.replace(BASE, '<$1x-base').replace(HANDLER, (_, before: string, handler: string) => {
      return `${before}data-x-${handler}`;
    }),
  );
}

/**
 * Sanitises one piece of server HTML; remote images only when allowed. Nothing else may
 * parse raw server HTML first (not even a DOMParser): that alone reports the CSP violation.
 */
export function sanitiseHtml(html: string, options: { allowRemote: boolean }): SanitisedHtml {
  current = { allowRemote: options.allowRemote, blocked: 0 };
  const clean: string = purifier.sanitize(defuse(html), {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    SANITIZE_NAMED_PROPS: true,
    USE_PROFILES: { html: true },
  });
  return { html: clean, blockedImages: current.blocked };
}
