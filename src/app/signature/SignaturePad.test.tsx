import { MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignaturePad } from './SignaturePad';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // jsdom has no canvas: a 2D context that takes every call and draws nothing.
  const noop = () => undefined;
  const ctx = new Proxy({}, { get: () => noop, set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AA');
});
afterEach(cleanup);

const HINT = 'Draw your signature or type your name.';

describe('SignaturePad', () => {
  it('drops the "draw or type" error once a name is typed, and shows it again when cleared', () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <I18nProvider i18n={i18n}>
          <SignaturePad label="Your signature" onChange={onChange} error={HINT} />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByText(HINT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type your name to sign'), {
      target: { value: 'Sam Crew' },
    });
    expect(onChange).toHaveBeenLastCalledWith('data:image/png;base64,AA');
    expect(screen.queryByText(HINT)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText(HINT)).toBeTruthy();
  });
});
