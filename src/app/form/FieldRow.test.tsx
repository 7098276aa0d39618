import { Button, NativeSelect, TextInput } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderInApp } from '../render.testkit';
import { FieldRow, FieldWithAction } from './FieldRow';

afterEach(cleanup);

// The parts FieldRow.module.css lays into the rows of its grid, by Mantine's static class
// names. Were one renamed (a Mantine upgrade), its part would fall into the wrong row and the
// boxes of a row would move out of line again, with nothing else failing.
const PARTS = [
  'mantine-InputWrapper-label',
  'mantine-InputWrapper-description',
  'mantine-Input-wrapper',
  'mantine-InputWrapper-error',
];

it('every part of a field in a row is one the row lays out', () => {
  const { container } = renderInApp(
    <FieldRow>
      <TextInput label="Begin time" description="Optional" error="Give both" />
      <NativeSelect label="Whole or half day" data={['Whole day']} error="Choose one" />
    </FieldRow>,
  );
  const row = container
    .querySelector('input')!
    .closest('.mantine-InputWrapper-root')!.parentElement!;
  const fields = [...row.children];
  expect(fields).toHaveLength(2);
  for (const field of fields) {
    const parts = [...field.children].map((part) => PARTS.find((p) => part.classList.contains(p)));
    expect(parts).toEqual(field.querySelector('select') ? [PARTS[0], PARTS[2], PARTS[3]] : PARTS);
  }
});

it('a field without its button takes the whole row', () => {
  const { rerender } = renderInApp(
    <FieldWithAction action={<Button>Save</Button>}>
      <TextInput label="Amount" />
    </FieldWithAction>,
  );
  const root = () =>
    screen.getByRole('textbox', { name: 'Amount' }).closest('.mantine-InputWrapper-root')!
      .parentElement!;
  expect(root().hasAttribute('data-with-action')).toBe(true);
  expect(root().contains(screen.getByRole('button', { name: 'Save' }))).toBe(true);
  // As a screen passes it when the person may not edit: `mayEdit && <Button …>`.
  rerender(
    <FieldWithAction action={false}>
      <TextInput label="Amount" />
    </FieldWithAction>,
  );
  expect(root().hasAttribute('data-with-action')).toBe(false);
  expect(root().children).toHaveLength(1);
});
