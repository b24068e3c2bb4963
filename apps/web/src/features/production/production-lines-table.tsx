import 'mantine-datatable/styles.css';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { usePaginationText } from '../../components/data-table';
import { formatAmount, formatQty } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { text } from './production.text';

/** The figures a production line shows: those its recipe had when it was made. */
export interface LineFigures {
  lineno: number;
  stdrproductionname: string;
  description: string;
  estimatedtotal: number;
  unitsize: string;
  totalyield: number;
  weightperportion: number;
  ttlnetto: number;
}

const qty = { format: formatQty };

/** A production's lines, 10 a page; `extra` adds columns (the form's remark and delete). */
export function ProductionLinesTable<T extends LineFigures>({
  lines,
  extra = [],
  empty,
}: {
  lines: T[];
  extra?: DataTableColumn<T>[];
  empty?: string;
}) {
  const t = useT();
  const paginationText = usePaginationText();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(lines.length / 10));
  const current = Math.min(page, pages);
  return (
    <DataTable<T>
      withTableBorder
      striped
      minHeight={lines.length ? undefined : 120}
      idAccessor="lineno"
      records={lines.slice((current - 1) * 10, current * 10)}
      totalRecords={lines.length}
      page={current}
      onPageChange={setPage}
      recordsPerPage={10}
      paginationText={paginationText}
      noRecordsText={empty ?? t('noRecords')}
      columns={[
        { accessor: 'lineno', title: t('no'), width: 50 },
        { accessor: 'stdrproductionname', title: t(text.recipe) },
        { accessor: 'description', title: t(text.description) },
        {
          accessor: 'estimatedtotal',
          title: t(text.estimatedtotal),
          textAlign: 'right',
          render: (l) => `${qty.format(l.estimatedtotal)} ${l.unitsize}`,
        },
        { accessor: 'totalyield', title: t(text.totalyield), textAlign: 'right', render: (l) => qty.format(l.totalyield) },
        {
          accessor: 'weightperportion',
          title: t(text.weightperportion),
          textAlign: 'right',
          render: (l) => `${qty.format(l.weightperportion)} ${l.unitsize}`,
        },
        { accessor: 'ttlnetto', title: t(text.totalCost), textAlign: 'right', render: (l) => formatAmount(l.ttlnetto) },
        ...extra,
      ]}
    />
  );
}
