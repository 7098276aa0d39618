import { describe, expect, it } from 'vitest';
import { checkProjectForm, emptyProjectForm, type ProjectFormValues } from './projectFormValues';

const filled: ProjectFormValues = {
  ...emptyProjectForm('2026-11-18', { companyId: 3, branchId: 1, cateringTypeId: 2 }),
  clientMark: 'ACM',
  name: 'Winter gala',
  rateCardId: '5',
};

describe('the create-project form, checked with the shared schema', () => {
  it('takes a filled form, trims it and leaves the optional fields null', () => {
    const checked = checkProjectForm({ ...filled, name: '  Winter gala ', reference: ' ' });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.input).toMatchObject({ name: 'Winter gala', reference: null, comment: null });
  });

  it.each<[string, Partial<ProjectFormValues>, Record<string, string>]>([
    [
      'nothing chosen or typed',
      emptyProjectForm('', {}),
      {
        companyId: 'missing',
        clientMark: 'missing',
        name: 'missing',
        beginDate: 'missing',
        endDate: 'missing',
        rateCardId: 'missing',
        branchId: 'missing',
        cateringTypeId: 'missing',
      },
    ],
    ['an end before the begin', { endDate: '2026-11-17' }, { endDate: 'endBeforeBegin' }],
    ['a name of spaces', { name: '   ' }, { name: 'missing' }],
    ['a name too long', { name: 'x'.repeat(121) }, { name: 'notAccepted' }],
    ['a comment too long', { comment: 'x'.repeat(1001) }, { comment: 'notAccepted' }],
    ['a date that does not exist', { beginDate: '2026-02-30' }, { beginDate: 'notAccepted' }],
  ])('says on the field: %s', (_case, change, problems) => {
    expect(checkProjectForm({ ...filled, ...change })).toEqual({ ok: false, problems });
  });
});
