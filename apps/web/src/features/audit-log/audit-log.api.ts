import { type AuditRow, auditFieldText } from '@saji/core';
import { listSource } from '../../components/use-list-query';
import { downloadFile } from '../../lib/download';

export interface AuditFilters {
  tgl1: string;
  tgl2: string;
  username: string;
  action: string;
  outletid: string;
  outletname: string;
  objectkey: string;
  [key: string]: string;
}

const PATH = '/api/auditlog';

/** The log is read newest first, always: the sort the server's indexes serve. */
export const auditList = listSource<AuditRow>('auditlog', PATH, { limit: 15, sortBy: 'at', sortDir: 'desc' });
/** An order's history shows 50 at a time. */
export const orderHistoryList = listSource<AuditRow>('auditlog', PATH, { limit: 50, sortBy: 'at', sortDir: 'desc' });

export const exportAudit = (params: Record<string, string | number | undefined>) =>
  downloadFile(`${PATH}/exportxls`, 'Audit-Log.xlsx', params);

/** Before and after in one short line, the fields named in the reader's words: only what changed when both exist. */
export function changeText(row: Pick<AuditRow, 'before' | 'after'>, lang: 'id' | 'en' = 'en'): string {
  const name = (k: string) => auditFieldText(k, lang);
  const { before, after } = row;
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const changed = keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    return changed.map((k) => `${name(k)}: ${JSON.stringify(before[k] ?? null)} → ${JSON.stringify(after[k] ?? null)}`).join('; ');
  }
  const one = isObject(after) ? after : before;
  if (isObject(one))
    return Object.entries(one)
      .map(([k, v]) => `${name(k)}: ${JSON.stringify(v)}`)
      .join('; ');
  return [before, after]
    .filter((v) => v !== null && v !== undefined)
    .map((v) => JSON.stringify(v))
    .join(' → ');
}
