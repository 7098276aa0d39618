import { MantineProvider, Modal } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDateLocale } from '../../lib/dateLocale';
import { DateField } from './DateField';
import {
  accessibleDescription,
  backToEnglish,
  renderStringField,
  typeAndLeave,
} from './stringField.testkit';

async function renderIn(locale: string, initial = '', required = false) {
  await loadDateLocale(locale);
  act(() => i18n.activate(locale));
  return renderStringField(DateField, { label: 'Eerste dag', initial, required });
}

const type = typeAndLeave;

describe('DateField', () => {
  afterEach(() => {
    cleanup();
    backToEnglish();
  });

  it('shows the day in the Dutch short format', async () => {
    const { field } = await renderIn('nl', '2026-01-15');
    expect(field.value).toBe('15-01-2026');
    expect(field.placeholder).toBe('DD-MM-YYYY');
  });

  it('takes a day typed the Dutch way as its ISO day, and writes it back in Dutch', async () => {
    const { field, seen } = await renderIn('nl');
    type(field, '15-01-2026');
    expect(seen).toHaveBeenLastCalledWith('2026-01-15');
    expect(field.value).toBe('15-01-2026');
  });

  it('takes an ISO day typed or pasted, and writes it in Dutch', async () => {
    const { field, seen } = await renderIn('nl');
    type(field, '2026-01-15');
    expect(seen).toHaveBeenLastCalledWith('2026-01-15');
    expect(field.value).toBe('15-01-2026');
  });

  it('writes German days with dots, English ones day first', async () => {
    const de = await renderIn('de', '2026-03-04');
    expect(de.field.value).toBe('04.03.2026');
    cleanup();
    const en = await renderIn('en');
    type(en.field, '04/03/2026');
    expect(en.seen).toHaveBeenLastCalledWith('2026-03-04');
  });

  it('puts back text that is no day, and keeps the day it had', async () => {
    const { field, seen } = await renderIn('nl', '2026-01-15');
    type(field, '31-02-2026');
    expect(seen).not.toHaveBeenCalled();
    expect(field.value).toBe('15-01-2026');
  });

  it("says under the field why the text it put back was no day, in the field's pattern", async () => {
    const { field } = await renderIn('de', '2026-01-15');
    type(field, 'morgen');
    expect(field.value).toBe('15.01.2026');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(field)).toContain('Not a date. Type it as DD.MM.YYYY.');
    fireEvent.input(field, { target: { value: '16.01.2026' } });
    expect(screen.queryByText(/Not a date/)).toBeNull();
  });

  it('says nothing when the field is left with a day or empty', async () => {
    const { field } = await renderIn('en');
    type(field, '04/03/2026');
    type(field, '');
    expect(screen.queryByText(/Not a date/)).toBeNull();
  });

  it('an optional field may be emptied, with its clear button too', async () => {
    const { field, seen } = await renderIn('nl', '2026-01-15');
    type(field, '');
    expect(seen).toHaveBeenLastCalledWith('');
    expect(field.value).toBe('');
    cleanup();
    const again = await renderIn('en', '2026-01-15');
    fireEvent.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(again.seen).toHaveBeenLastCalledWith('');
  });

  it('offers no day outside its range, but passes a typed one on for the form to refuse', async () => {
    const seen = vi.fn();
    render(
      <MantineProvider>
        <I18nProvider i18n={i18n}>
          <DateField label="Dag" value="2026-01-15" maxDate="2026-01-20" onChange={seen} />
        </I18nProvider>
      </MantineProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Dag' });
    fireEvent.click(field);
    await screen.findByText('January 2026');
    const day = (name: string) => screen.getByRole('button', { name, hidden: true });
    expect(day('20 Jan 2026').hasAttribute('data-disabled')).toBe(false);
    expect(day('21 Jan 2026').hasAttribute('data-disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '21/01/2026' } });
    expect(seen).toHaveBeenLastCalledWith('2026-01-21');
  });

  it('the first Escape closes the calendar, not the dialog around it', async () => {
    const onClose = vi.fn();
    await loadDateLocale('en');
    render(
      <MantineProvider>
        <I18nProvider i18n={i18n}>
          <Modal opened onClose={onClose} title="Block dates" transitionProps={{ duration: 0 }}>
            <DateField label="First day" value="" onChange={() => {}} />
          </Modal>
        </I18nProvider>
      </MantineProvider>,
    );
    const field = await screen.findByRole('textbox', { name: 'First day' });
    fireEvent.click(field);
    field.focus();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a required field has no clear button', async () => {
    await renderIn('nl', '2026-01-15', true);
    expect(screen.queryByRole('button', { name: 'Clear date' })).toBeNull();
  });

  it('picks a day from the calendar, in Dutch', async () => {
    const { field, seen } = await renderIn('nl', '2026-01-15');
    // Focus alone (Tab, a dialog focusing it) leaves the calendar closed: a tap opens it.
    fireEvent.focus(field);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('januari 2026')).toBeNull();
    fireEvent.click(field);
    expect(await screen.findByText('januari 2026')).toBeTruthy();
    // jsdom lays nothing out, so the popover stays display: none: found among hidden ones.
    fireEvent.click(screen.getByRole('button', { name: '20 jan 2026', hidden: true }));
    expect(seen).toHaveBeenLastCalledWith('2026-01-20');
    expect(field.value).toBe('20-01-2026');
  });
});
