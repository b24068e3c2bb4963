import { PAYMENT_TYPE_PAGE_SIZE, paymentTypeSchema, plainText } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery } from '../../platform/list-query.js';

export const paymentTypeListQuerySchema = listQuery(['nourut', 'codepayment', 'namepayment', 'kodeacc', 'iscash'], {
  sortBy: 'nourut',
  limit: PAYMENT_TYPE_PAGE_SIZE,
});
export type PaymentTypeListQuery = z.infer<typeof paymentTypeListQuerySchema>;

export const paymentTypeListSchema = envelopeSchema(paymentTypeSchema);
export const codepaymentParams = z.object({ codepayment: plainText().min(1).max(20) });
export const paymentTypeSavedSchema = z.object({ message: z.string(), codepayment: z.string() });
