import { INT32_MAX } from '@saji/core';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/** Query-string text that is absent when empty: screens send every filter, filled or not. */
export const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(200).optional(),
);

/** An integer filter (an outlet, a year), within PostgreSQL's integer: past it the query fails, in an export after the file has begun. */
export const optionalInt = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v),
  z.coerce
    .number()
    .int()
    .min(-INT32_MAX - 1)
    .max(INT32_MAX)
    .optional(),
);

interface ListDefaults<S extends string> {
  sortBy: S;
  limit: number;
  sortDir?: 'asc' | 'desc';
  maxLimit?: number;
}

/** page, limit, sortBy (whitelisted) and sortDir, written once for every list endpoint. */
export function listQuery<S extends string>(sortable: readonly [S, ...S[]], defaults: ListDefaults<S>) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(defaults.maxLimit ?? 100)
      .default(defaults.limit),
    sortBy: z.preprocess((v) => (v === '' ? undefined : v), z.enum(sortable).default(defaults.sortBy)),
    sortDir: z.preprocess(
      (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
      z.enum(['asc', 'desc']).default(defaults.sortDir ?? 'asc'),
    ),
  });
}

/**
 * The spec's one-word sort (the menu lookup's `sort`): a column, `-column` for descending, or
 * `column,asc` / `column,desc`. Checked against the list's columns here; withSort applies it.
 */
export function sortParam<S extends string>(sortable: readonly [S, ...S[]]) {
  const pattern = new RegExp(`^-?(${sortable.join('|')})(,(asc|desc))?$`);
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
    z
      .string()
      .regex(pattern, `sort is one of ${sortable.join(', ')}, with - before it for descending or ,asc or ,desc after it`)
      .optional()
      .describe('A column, -column for descending, or column,asc|desc; overrides sortBy and sortDir when given'),
  );
}

/** A list query with its `sort`, when given, turned into sortBy and sortDir (which it overrides). */
export function withSort<S extends string, Q extends { sortBy: S; sortDir: 'asc' | 'desc'; sort?: string }>(query: Q): Q {
  if (!query.sort) return query;
  const [column = '', dir] = query.sort.split(',');
  const descending = column.startsWith('-') || dir === 'desc';
  return { ...query, sortBy: column.replace(/^-/, '') as S, sortDir: descending ? 'desc' : 'asc' };
}

export interface ListEnvelope<T> {
  meta: { total: number };
  list: T[];
}

export function envelopeSchema<T extends z.ZodType>(row: T) {
  return z.object({ meta: z.object({ total: z.number() }), list: z.array(row) });
}

/** ORDER BY the whitelisted column, then the key, so pages are stable when values tie. */
export function orderOf(
  columns: Record<string, AnyPgColumn | SQL>,
  sortBy: string,
  sortDir: 'asc' | 'desc',
  tieBreaker: AnyPgColumn,
): SQL[] {
  const dir = sortDir === 'desc' ? desc : asc;
  const col = columns[sortBy] ?? tieBreaker;
  return col === tieBreaker ? [dir(tieBreaker)] : [dir(col), dir(tieBreaker)];
}

/**
 * A text column in the order people read it, 'Dana' between 'CASH' and 'DEBIT': without regard to
 * case, and the same under any database collation (PGlite and a server's C locale sort capitals first).
 */
export const caseless = (column: AnyPgColumn): SQL => sql`lower(${column})`;

export const offsetOf = (q: { page: number; limit: number }) => (q.page - 1) * q.limit;

/** Runs the page query and the count, and wraps them in the list envelope. */
export async function paged<T>(rows: Promise<T[]>, total: Promise<{ total: number }[]>): Promise<ListEnvelope<T>> {
  const [list, count] = await Promise.all([rows, total]);
  return { meta: { total: Number(count[0]?.total ?? 0) }, list };
}

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
