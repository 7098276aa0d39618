import { Select, TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../render.testkit';
import { focusFirstInvalid } from './focusFirstInvalid';

const companies = ['Acme', 'Globex'];

const form = (companyError: string | undefined, nameError?: string) =>
  renderInApp(
    <form data-testid="form">
      <TextInput label="Reference" />
      <Select label="Company" data={companies} searchable error={companyError} />
      <TextInput label="Name" error={nameError} />
    </form>,
  );

const focusInvalid = () => act(() => void focusFirstInvalid(screen.getByTestId('form')));
const company = () => screen.getByLabelText('Company', { selector: 'input' });

describe('focusing the first invalid field', () => {
  afterEach(cleanup);

  it.each([
    ['a searchable select', 'Choose a company.', undefined, 'Company'],
    ['a plain field after a valid select', undefined, 'Give it a name.', 'Name'],
  ])('focuses %s', (_, companyError, nameError, focused) => {
    form(companyError, nameError);
    focusInvalid();
    expect(document.activeElement).toBe(screen.getByLabelText(focused, { selector: 'input' }));
  });

  it('says whether there was an invalid field', () => {
    form(undefined);
    let found = true;
    act(() => {
      found = focusFirstInvalid(screen.getByTestId('form'));
    });
    expect(found).toBe(false);
  });

  // The options would cover the error under the field, the reason the form was refused.
  it('leaves the options of a searchable select closed, until the person types', async () => {
    form('Choose a company.');
    focusInvalid();
    expect(document.activeElement).toBe(company());
    expect(company().getAttribute('aria-expanded')).not.toBe('true');
    expect(screen.queryByRole('option', { name: 'Acme' })).toBeNull();
    fireEvent.change(company(), { target: { value: 'Ac' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Acme' })).toBeTruthy());
  });
});
