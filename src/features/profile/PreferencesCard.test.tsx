import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import { PreferencesCard } from './PreferencesCard';

afterEach(cleanup);

describe('the timezone choice', () => {
  it('names the zone readably, place first, not by its id', () => {
    renderInApp(<PreferencesCard profileTimezone="Europe/Amsterdam" />);
    const field = screen.getAllByLabelText('Timezone').find((e) => e.tagName === 'INPUT');
    expect(field).toHaveProperty('value', 'Amsterdam · Central European Time (as in my profile)');
  });
});
