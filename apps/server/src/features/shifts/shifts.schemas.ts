import { RANGE_REVERSED, recordId, SHIFT_STATUSES } from '@saji/core';
import { z } from 'zod';
import { listQuery, optionalInt } from '../../platform/list-query.js';

const blank = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optionalDate = z.preprocess(blank, z.iso.date().optional());

export const shiftIdParams = z.object({ shiftid: recordId() });
export const terminalIdParams = z.object({ terminalid: recordId() });
export const outletQuery = z.object({ outletid: optionalInt });

/** The manager's list: an outlet (a bound user's own), the days (both default to the active date), status and terminal. */
export const shiftListQuerySchema = listQuery(['openedat', 'closedat', 'terminal', 'openedby', 'zno'], {
  sortBy: 'openedat',
  sortDir: 'desc',
  limit: 25,
})
  .extend({
    outletid: optionalInt,
    tgl1: optionalDate,
    tgl2: optionalDate,
    status: z.preprocess(blank, z.enum(SHIFT_STATUSES).optional()),
    terminal: z.preprocess(blank, z.string().trim().max(20).toUpperCase().optional()),
  })
  .refine((f) => !f.tgl1 || !f.tgl2 || f.tgl1 <= f.tgl2, { path: ['tgl2'], message: RANGE_REVERSED });
