import { MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';

/** The contract DateField and TimeField share: a plain string in and out, '' for none. */
type StringFieldProps = {
  label: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
};

/**
 * Renders `Field` in a form that holds its value, as the app's forms do, in the active
 * language; `seen` hears every change. The field is found by its label, as screen readers
 * and the e2e tests find it.
 */
export function renderStringField(
  Field: ComponentType<StringFieldProps>,
  {
    label,
    initial = '',
    required = false,
  }: { label: string; initial?: string; required?: boolean },
) {
  const seen = vi.fn<(value: string) => void>();
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <Field
        label={label}
        required={required}
        value={value}
        onChange={(v) => {
          seen(v);
          setValue(v);
        }}
      />
    );
  }
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <Form />
      </I18nProvider>
    </MantineProvider>,
  );
  const field = screen.getByRole<HTMLInputElement>('textbox', {
    name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`),
  });
  return { field, seen };
}

/** Types the text at once (as Playwright's fill or a paste does) and leaves the field. */
export function typeAndLeave(field: HTMLInputElement, text: string): void {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

/** The app's default language again, after a test switched it. */
export const backToEnglish = () => act(() => i18n.activate('en'));

/** The texts a screen reader reads after the field's name (its aria-describedby). */
export function accessibleDescription(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
