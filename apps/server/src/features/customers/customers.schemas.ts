import { CUSTOMER_PAGE_SIZE, customerSchema, recordId } from '@saji/core';
import { z } from 'zod';
import { envelopeSchema, listQuery, optionalInt, optionalText } from '../../platform/list-query.js';

export const customerListQuerySchema = listQuery(['customernm', 'PhoneNo', 'City', 'DeliveryAddr', 'outletname', 'customerid'], {
  sortBy: 'customernm',
  limit: CUSTOMER_PAGE_SIZE,
}).extend({
  outletid: optionalInt,
  outletname: optionalText,
  customernm: optionalText,
  PhoneNo: optionalText,
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export const customerExportQuerySchema = customerListQuerySchema.omit({ page: true, limit: true });

export const customerListSchema = envelopeSchema(customerSchema);
export const customerIdParams = z.object({ customerid: recordId() });
export const phoneParams = z.object({ phone: z.string().trim().min(1).max(40) });
export const customerSavedSchema = z.object({ message: z.string(), customerid: z.number() });
