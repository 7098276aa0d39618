import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeField } from './TimeField';
import {
  accessibleDescription,
  backToEnglish,
  renderStringField,
  typeAndLeave,
} from './stringField.testkit';

function renderField(initial = '', required = false) {
  backToEnglish();
  return renderStringField(TimeField, { label: 'Begintijd (optioneel)', initial, required });
}

const type = typeAndLeave;

describe('TimeField', () => {
  afterEach(() => {
    cleanup();
    backToEnglish();
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

  it('says under the field why the text it put back was no time, until the next keystroke', () => {
    const { field } = renderField('08:00');
    type(field, '25:00');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(field)).toContain('Not a time. Type it as HH:MM.');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '09:3' } });
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Not a time. Type it as HH:MM.')).toBeNull();
  });

  it('says nothing when the field is left empty or with a time', () => {
    const { field } = renderField('08:00');
    type(field, '0930');
    type(field, '');
    expect(screen.queryByText(/Not a time/)).toBeNull();
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
