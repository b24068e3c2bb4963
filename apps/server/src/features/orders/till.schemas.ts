import { z } from 'zod';
import { optionalInt, optionalText } from '../../platform/list-query.js';

export const openOrdersQuery = z.object({ outletid: optionalInt, search: optionalText });
export const prebillQuery = z.object({
  /** Roll width in mm: 58 or 80 (the default). */
  width: z.preprocess((v) => (v === '' || v === undefined ? undefined : Number(v)), z.union([z.literal(58), z.literal(80)]).default(80)),
});
export const noteChipsQuery = z.object({ outletid: optionalInt });
