import { companySchema, employeeSchema } from '@saji/core';
import type { z } from 'zod';
import { envelopeSchema, listQuery, optionalText } from '../../platform/list-query.js';

export const employeeListQuerySchema = listQuery(['crewname', 'crewnik', 'jabatan', 'pangkat', 'departemen'], {
  sortBy: 'crewname',
  limit: 20,
  maxLimit: 120,
}).extend({ crewname: optionalText, crewnik: optionalText, jabatan: optionalText, departemen: optionalText });
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const companyListQuerySchema = listQuery(['company', 'compcode'], { sortBy: 'company', limit: 25, maxLimit: 120 }).extend({
  /** The lookup's one Filter box: name, code or address. */
  company: optionalText,
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

export const employeeListSchema = envelopeSchema(employeeSchema);
export const companyListSchema = envelopeSchema(companySchema);
