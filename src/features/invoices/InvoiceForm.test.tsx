import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { InvoiceForm } from './InvoiceForm';
import { formDefaults } from './invoiceForm';

afterEach(cleanup);

describe('InvoiceForm', () => {
  it('counts the invoice description against the schema’s limit, as other limited fields do', () => {
    renderInApp(
      <InvoiceForm
        initial={formDefaults('2027-05-20')}
        currency="EUR"
        submitLabel="Save"
        onSave={() => Promise.resolve()}
        onCancel={() => undefined}
      />,
    );
    const description = screen.getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Invoice description',
    });
    expect(description.maxLength).toBe(500);
    fireEvent.change(description, { target: { value: 'Stage hands' } });
    screen.getByText('11 of 500 characters');
  });
});
