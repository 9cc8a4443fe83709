import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from './company';
import { companyFrom } from './companyFrom';

describe('companyFrom', () => {
  it('is the defaults when nothing is stored', () => {
    expect(companyFrom(undefined)).toEqual(DEFAULT_COMPANY);
    expect(companyFrom(null)).toEqual(DEFAULT_COMPANY);
  });

  it('takes each stored text over its default, a blank one falling back to it', () => {
    const stored = {
      _id: 'c-footer',
      section: 'footer',
      name: 'Maisons Océanes',
      phone: '   ',
      email: '',
      city: 42,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(companyFrom(stored)).toEqual({ ...DEFAULT_COMPANY, name: 'Maisons Océanes' });
  });
});
