import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { ReceiptCreateForm } from './ReceiptCreateForm';

afterEach(cleanup);

describe('ReceiptCreateForm', () => {
  it('counts the description against the schema’s limit, as other limited fields do', () => {
    renderInApp(
      <ReceiptCreateForm
        types={[{ id: 1, version: 1, code: 'FUEL', name: 'Fuel' }]}
        templates={[]}
        onCreated={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const description = screen.getByRole<HTMLInputElement>('textbox', { name: 'Description' });
    expect(description.maxLength).toBe(200);
    fireEvent.change(description, { target: { value: 'Diesel' } });
    screen.getByText('6 of 200 characters');
  });
});
