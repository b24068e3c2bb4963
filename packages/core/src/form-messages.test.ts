import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { menuCategoryInputSchema } from './catalog.js';
import { formMessageIn, setFormMessageLanguage } from './form-messages.js';
import { outletInputSchema } from './outlets.js';

describe('friendly form messages', () => {
  afterAll(() => z.config({ customError: undefined }));

  it('says what a limit is in the screen language, not the validator English', () => {
    const long = { outletname: 'x'.repeat(101) };
    const message = () => outletInputSchema.safeParse(long).error?.issues.find((i) => i.path[0] === 'outletname')?.message;
    setFormMessageLanguage('en');
    expect(message()).toBe('At most 100 characters');
    setFormMessageLanguage('id');
    expect(message()).toBe('Maksimal 100 karakter');
  });

  it('says required only for a missing value; a value past a limit is told the limit (a negative Display Seq)', () => {
    const message = (nourut: unknown) =>
      menuCategoryInputSchema.safeParse({ categid: 'A', categname: 'B', nourut }).error?.issues.find((i) => i.path[0] === 'nourut')
        ?.message;
    setFormMessageLanguage('en');
    expect(message(-1)).toBe('At least 0');
    expect(message('')).toBe('required');
    expect(message(10_000)).toBe('At most 9999');
    setFormMessageLanguage('id');
    expect(message(-1)).toBe('Minimal 0');
  });

  it("writes the schemas' own messages in the screen's language", () => {
    expect(formMessageIn('required', 'id')).toBe('Wajib diisi');
    expect(formMessageIn('required', 'en')).toBe('Required');
    expect(formMessageIn('at least 1', 'id')).toBe('Minimal 1');
    expect(formMessageIn('at most 2 decimals', 'id')).toBe('Paling banyak 2 desimal');
    expect(formMessageIn('required when the reward is a free item', 'id')).toBe('Wajib diisi bila hadiahnya item gratis');
    expect(formMessageIn('the end hour must differ from the start hour', 'id')).toBe('Jam akhir harus berbeda dari jam mulai');
    expect(formMessageIn('at most 100', 'en')).toBe('At most 100');
    expect(formMessageIn('whole rupiah only', 'id')).toBe('Isi dengan bilangan bulat');
    expect(formMessageIn('Something else', 'id')).toBe('Something else');
  });
});
