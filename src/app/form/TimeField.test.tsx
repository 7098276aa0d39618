import { MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeField } from './TimeField';

/** A form holding the field's value, as the app's forms do; `seen` hears every change. */
function Form({
  initial,
  seen,
  required,
}: {
  initial: string;
  seen: (v: string) => void;
  required?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TimeField
      label="Begintijd (optioneel)"
      required={required}
      value={value}
      onChange={(v) => {
        seen(v);
        setValue(v);
      }}
    />
  );
}

function renderField(initial = '', required = false) {
  act(() => i18n.activate('en'));
  const seen = vi.fn();
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <Form initial={initial} seen={seen} required={required} />
      </I18nProvider>
    </MantineProvider>,
  );
  // Named by its label, as screen readers and the e2e tests find it.
  const field = screen.getByRole('textbox', { name: 'Begintijd (optioneel)' });
  return { field: field as HTMLInputElement, seen };
}

/** Types the text at once (as Playwright's fill or a paste does) and leaves the field. */
const type = (field: HTMLInputElement, text: string) => {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
};

describe('TimeField', () => {
  afterEach(() => {
    cleanup();
    act(() => i18n.activate('en'));
  });

  it('is a text field found by its label, with the 24-hour placeholder', () => {
    const { field } = renderField('08:00');
    expect(field.value).toBe('08:00');
    expect(field.placeholder).toBe('HH:MM');
    expect(field.inputMode).toBe('numeric');
  });

  it('typing 09:45 gives 09:45', () => {
    const { field, seen } = renderField();
    type(field, '09:45');
    expect(seen).toHaveBeenLastCalledWith('09:45');
    expect(field.value).toBe('09:45');
  });

  it('takes a time typed without its colon or with a dot, and writes it as HH:mm on leaving', () => {
    const { field, seen } = renderField();
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '0945' } });
    expect(seen).toHaveBeenLastCalledWith('09:45');
    expect(field.value).toBe('0945');
    fireEvent.blur(field);
    expect(field.value).toBe('09:45');
    type(field, '17.30');
    expect(seen).toHaveBeenLastCalledWith('17:30');
  });

  it('puts back text that is no time, and keeps the time it had', () => {
    const { field, seen } = renderField('08:00');
    type(field, '25:00');
    expect(seen).not.toHaveBeenCalled();
    expect(field.value).toBe('08:00');
  });

  it('clearing gives an empty value, by emptying the text or with the clear button', () => {
    const { field, seen } = renderField('08:00');
    type(field, '');
    expect(seen).toHaveBeenLastCalledWith('');
    expect(field.value).toBe('');
    cleanup();
    const again = renderField('08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Clear time' }));
    expect(again.seen).toHaveBeenLastCalledWith('');
    expect(again.field.value).toBe('');
  });

  it('has no clear button when empty or required', () => {
    renderField('');
    expect(screen.queryByRole('button', { name: 'Clear time' })).toBeNull();
    cleanup();
    renderField('08:00', true);
    expect(screen.queryByRole('button', { name: 'Clear time' })).toBeNull();
  });
});
