import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { MailBody } from './MailBody';

afterEach(cleanup);

const INLINE = 'data:image/png;base64,iVBORw0KGgo=';
const show = (html: string) =>
  renderInApp(<MailBody body={{ id: 4, version: 1, html, text: null, attachments: [] }} />);
const notes = () => screen.queryAllByText(/could not be shown/).map((n) => n.textContent);

// Mail 4 of the demo has an image whose source the sanitiser drops ("x"): the reader showed
// nothing where it was, nor said that something was missing.
describe('an image that cannot be shown is said in its place', () => {
  it.each([
    [
      'a source that is no image',
      '<img src="x" alt="broken">',
      ['Image could not be shown: broken'],
    ],
    ['no source, no alt text', '<p>Hi <img></p>', ['An image could not be shown']],
    [
      'a script URL',
      `<img src="javascript:alert(1)" alt=" chart ">`,
      ['Image could not be shown: chart'],
    ],
    // Held back until the reader allows them: the "Remote images blocked" notice tells.
    ['a remote image held back', '<img src="https://a.example/x.png" alt="banner">', []],
    ['an inline image', `<img src="${INLINE}" alt="logo">`, []],
  ])('%s', (_name, html, said) => {
    show(html);
    expect(notes()).toEqual(said);
  });

  it('an image that fails to load is said once it fails', () => {
    show(`<p>Logo: <img src="${INLINE}" alt="logo"></p>`);
    const body = screen.getByTestId('mail-body');
    expect(notes()).toEqual([]);
    fireEvent.error(body.querySelector('img')!);
    expect(notes()).toEqual(['Image could not be shown: logo']);
    expect(body.querySelector('img')).toBeNull();
  });

  it("the alt text is the sender's text, never markup", () => {
    show(`<img src="x" alt="<b>bold</b>">`);
    expect(notes()).toEqual(['Image could not be shown: <b>bold</b>']);
    expect(screen.getByTestId('mail-body').querySelector('b')).toBeNull();
  });
});
