import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setFormMessageLanguage } from './form-messages.js';
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
});
