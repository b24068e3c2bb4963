import { plainText, recordId, restoTableSchema, TABLE_PAGE_SIZE, tablePositionSchema, tableUsageSchema } from '@saji/core';
import { z } from 'zod';
import { listQuery, optionalInt, optionalText } from '../../platform/list-query.js';

const activeFilter = z.preprocess((v) => (v === '' ? undefined : v), z.enum(['0', '1']).optional());

export const tableListQuerySchema = listQuery(['tablename', 'outletname', 'tablecapacity', 'tableposcode', 'tableposname', 'tableaktif'], {
  sortBy: 'tablename',
  limit: TABLE_PAGE_SIZE,
}).extend({
  tablename: optionalText,
  outletid: optionalInt,
  outletname: optionalText,
  aktif: activeFilter,
});
export type TableListQuery = z.infer<typeof tableListQuerySchema>;
export const tableExportQuerySchema = tableListQuerySchema.omit({ page: true, limit: true });
export type TableExportQuery = z.output<typeof tableExportQuerySchema>;

/** The spec's table list: the envelope, and in meta the positions (rooms) of the listed outlets. */
export const tableListSchema = z.object({
  meta: z.object({ total: z.number(), room: z.array(tablePositionSchema) }),
  list: z.array(restoTableSchema),
});

export const tableUsageQuerySchema = z.object({ outletid: optionalInt, aktif: activeFilter });
export const tableUsageListSchema = z.object({ meta: z.object({ total: z.number() }), list: z.array(tableUsageSchema) });

export const tableIdParams = z.object({ tableid: recordId() });
export const tableSavedSchema = z.object({ message: z.string(), tableid: z.number() });

export const positionListQuerySchema = z.object({ outletid: optionalInt });
export const positionListSchema = z.object({ meta: z.object({ total: z.number() }), list: z.array(tablePositionSchema) });
export const positionParams = z.object({ outletid: recordId(), tableposcode: plainText().min(1).max(20) });
export const positionSavedSchema = z.object({ message: z.string(), outletid: z.number(), tableposcode: z.string() });
