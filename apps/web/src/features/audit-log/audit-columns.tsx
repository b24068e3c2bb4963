import { Code, Text } from '@mantine/core';
import type { AuditRow } from '@saji/core';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDateTime } from '../../lib/format';
import type { useT } from '../../lib/i18n';
import { changeText } from './audit-log.api';
import { text } from './audit-log.text';

/** The log's columns; the order history leaves out the object (it is the order). */
export function auditColumns(t: ReturnType<typeof useT>, withObject = true): DataTableColumn<AuditRow>[] {
  return [
    { accessor: 'at', title: t(text.at), width: 170, render: (r) => formatDateTime(r.at) },
    { accessor: 'username', title: t(text.user), width: 130 },
    { accessor: 'action', title: t(text.action), width: 170, render: (r) => <Code>{r.action}</Code> },
    { accessor: 'outletid', title: t(text.outlet), width: 80, textAlign: 'right' },
    ...(withObject
      ? [{ accessor: 'objectkey' as const, title: t(text.objectkey), render: (r: AuditRow) => <Text size="xs">{r.objectkey}</Text> }]
      : []),
    { accessor: 'after', title: t(text.change), render: (r) => <Text size="xs">{changeText(r)}</Text> },
    { accessor: 'address', title: t(text.address), width: 120 },
  ];
}
