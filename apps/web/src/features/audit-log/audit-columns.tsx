import { Text } from '@mantine/core';
import { type AuditRow, auditActionText } from '@saji/core';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDateTime } from '../../lib/format';
import { currentLang, type useT } from '../../lib/i18n';
import { changeText } from './audit-log.api';
import { text } from './audit-log.text';

/** The log's columns; the order history leaves out the object (it is the order). */
export function auditColumns(t: ReturnType<typeof useT>, withObject = true): DataTableColumn<AuditRow>[] {
  const lang = currentLang();
  return [
    { accessor: 'at', title: t(text.at), width: 170, render: (r) => formatDateTime(r.at) },
    { accessor: 'username', title: t(text.user), width: 130 },
    {
      accessor: 'action',
      title: t(text.action),
      width: 170,
      render: (r) => <span title={r.action}>{auditActionText(r.action, lang)}</span>,
    },
    { accessor: 'outletid', title: t(text.outlet), width: 120, render: (r) => r.outletname ?? r.outletid },
    ...(withObject
      ? [
          {
            accessor: 'objectkey' as const,
            title: t(text.objectkey),
            // An order by its number, as people know it; the key stays in the tooltip.
            render: (r: AuditRow) => (
              <Text size="xs" title={r.objectkey ?? undefined}>
                {r.orderno ?? r.objectkey}
              </Text>
            ),
          },
        ]
      : []),
    { accessor: 'after', title: t(text.change), render: (r) => <Text size="xs">{changeText(r, lang)}</Text> },
    { accessor: 'address', title: t(text.address), width: 120 },
  ];
}
