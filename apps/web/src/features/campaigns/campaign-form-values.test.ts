import { describe, expect, it } from 'vitest';
import { CAMPAIGN_DEFAULT_DAYS, formValuesOf } from './campaign-form-values';

describe('a new campaign', () => {
  it('runs from the active date for 30 days, not only until tonight', () => {
    expect(CAMPAIGN_DEFAULT_DAYS).toBe(30);
    const v = formValuesOf(undefined, '2026-11-27');
    expect(v.startdate).toBe('2026-11-27');
    expect(v.enddate).toBe('2026-12-26');
    // Across a month's and a year's end.
    expect(formValuesOf(undefined, '2026-12-15').enddate).toBe('2027-01-13');
    expect(formValuesOf(undefined, '2028-02-10').enddate).toBe('2028-03-10');
  });
});
