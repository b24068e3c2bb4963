import 'mantine-datatable/styles.css';
import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { RECIPE_LINE_PAGE_SIZES } from '@saji/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { usePaginationText } from '../../components/data-table';
import { NumberField } from '../../components/number-field';
import { formatAmount } from '../../lib/format';
import { type Translate, useT } from '../../lib/i18n';
import { ItemLookup } from './item-lookup';
import type { RecipeLineDraft } from './recipe-draft';
import type { MasterItem } from './standard-production.api';
import { text } from './standard-production.text';

export interface RecipeLinesProps {
  lines: RecipeLineDraft[];
  costs: number[];
  readOnly: boolean;
  onChange: (lines: RecipeLineDraft[]) => void;
}

/** The recipe's ingredients: added from the master item lookup, quantity and description edited in place, 5 a page. */
export function RecipeLines({ lines, costs, readOnly, onChange }: RecipeLinesProps) {
  const t = useT();
  const paginationText = usePaginationText();
  const [lookup, setLookup] = useState(false);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(RECIPE_LINE_PAGE_SIZES[0]);
  const rows = lines.map((l, i) => ({ ...l, lineno: i + 1, nilai: costs[i] ?? 0 }));
  const update = (id: number, patch: Partial<RecipeLineDraft>) => onChange(lines.map((l) => (l.id === id ? { ...l, ...patch } : l)));
  const add = (item: MasterItem) => {
    const id = Math.max(0, ...lines.map((l) => l.id)) + 1;
    const next = [
      ...lines,
      {
        id,
        itemno: item.itemno,
        partnumber: item.partnumber,
        itemname: item.itemname,
        description: item.itemname,
        quantity: 1,
        unitsize: item.unitsize,
        unitprice: item.lastprice,
      },
    ];
    onChange(next);
    setPage(Math.ceil(next.length / limit));
  };

  return (
    <>
      <Group justify="space-between">
        <Text fw={600}>{t(text.lines)}</Text>
        {!readOnly && (
          <Button size="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setLookup(true)}>
            {t(text.addLine)}
          </Button>
        )}
      </Group>
      <DataTable
        withTableBorder
        striped
        minHeight={rows.length ? undefined : 120}
        idAccessor="id"
        records={rows.slice((page - 1) * limit, page * limit)}
        totalRecords={rows.length}
        page={page}
        onPageChange={setPage}
        recordsPerPage={limit}
        recordsPerPageOptions={[...RECIPE_LINE_PAGE_SIZES]}
        onRecordsPerPageChange={(n) => {
          setLimit(n);
          setPage(1);
        }}
        recordsPerPageLabel={t('recordsPerPage')}
        paginationText={paginationText}
        noRecordsText={t(text.noLines)}
        columns={lineColumns(t, readOnly, update, (id) => onChange(lines.filter((x) => x.id !== id)))}
      />
      <ItemLookup opened={lookup} onClose={() => setLookup(false)} onSelect={add} />
    </>
  );
}

type LineRow = RecipeLineDraft & { lineno: number; nilai: number };

/** The line table's columns: description and quantity edited in place, the cost recalculated, delete. */
function lineColumns(
  t: Translate,
  readOnly: boolean,
  update: (id: number, patch: Partial<RecipeLineDraft>) => void,
  remove: (id: number) => void,
): DataTableColumn<LineRow>[] {
  return [
    { accessor: 'lineno', title: t('no'), width: 50 },
    { accessor: 'partnumber', title: t(text.partnumber), width: 90 },
    { accessor: 'itemname', title: t(text.itemname) },
    {
      accessor: 'description',
      title: t(text.description),
      render: (l) => (
        <TextInput
          size="xs"
          aria-label={`${t(text.description)} ${l.lineno}`}
          readOnly={readOnly}
          value={l.description}
          error={!l.description.trim()}
          onChange={(e) => update(l.id, { description: e.currentTarget.value })}
        />
      ),
    },
    {
      accessor: 'quantity',
      title: t(text.quantity),
      width: 120,
      render: (l) => (
        <NumberField
          size="xs"
          aria-label={`${t(text.quantity)} ${l.lineno}`}
          readOnly={readOnly}
          decimals={4}
          value={l.quantity}
          error={!(typeof l.quantity === 'number' && l.quantity > 0)}
          onChange={(quantity) => update(l.id, { quantity })}
        />
      ),
    },
    { accessor: 'unitsize', title: t(text.unit), width: 70 },
    { accessor: 'unitprice', title: t(text.unitprice), textAlign: 'right', render: (l) => formatAmount(l.unitprice) },
    {
      accessor: 'nilai',
      title: t(text.nilai),
      textAlign: 'right',
      render: (l) => <span data-testid="line-cost">{formatAmount(l.nilai)}</span>,
    },
    {
      accessor: 'actions',
      title: '',
      width: 50,
      hidden: readOnly,
      render: (l) => (
        <ActionIcon variant="subtle" color="red" aria-label={`${t('delete')} ${l.lineno}`} onClick={() => remove(l.id)}>
          <IconTrash size={18} />
        </ActionIcon>
      ),
    },
  ];
}
