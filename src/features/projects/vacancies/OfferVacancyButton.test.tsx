import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../app/render.testkit';
import { OfferVacancyButton } from './OfferVacancyButton';

afterEach(cleanup);

const vacancy = {
  projectName: 'Summer Fest',
  functionName: 'Loader',
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '08:00',
  endTime: '17:00',
};

describe('OfferVacancyButton', () => {
  // It once offered at the first tap, with no way back.
  it('asks first, and offers only on the confirm', async () => {
    const onOffer = vi.fn();
    renderInApp(<OfferVacancyButton vacancy={vacancy} onOffer={onOffer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Offer to crew: Summer Fest, Loader' }));
    expect(onOffer).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Offer to crew?' });
    expect(dialog.textContent).toContain('Loader on Summer Fest');
    fireEvent.click(screen.getByRole('button', { name: 'Offer to crew' }));
    expect(onOffer).toHaveBeenCalledOnce();
  });
});
