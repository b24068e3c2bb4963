import type { Translate } from '../../lib/i18n';
import { errorText } from '../../lib/notify';
import type { ReportRun } from './reports.api';
import { text } from './reports.text';

/** What an empty report says: not run yet, why it failed, or that the period has no sales. */
export function emptyText(t: Translate, request: ReportRun | null, error: unknown): string {
  if (!request) return t(text.idle);
  if (error) return t(text.failed, { message: errorText(error) });
  return t(text.noSales);
}
