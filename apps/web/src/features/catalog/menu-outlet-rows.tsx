import { ActionIcon, Button, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { usePaginationText } from '../../components/data-table';
import { NumberField } from '../../components/number-field';
import { useT } from '../../lib/i18n';
import { text } from './catalog.text';

/** The spec pages the menu's outlet rows 6 at a time. */
export const OUTLET_ROWS_PER_PAGE = 6;

export interface OutletRowValues {
  outletid: number;
  outletname: string;
  alamat1: string;
  alamat2: string;
  provinsi: string;
  hargajual: number | string;
  kenapajak: boolean;
}

export interface MenuOutletRowsProps {
  rows: OutletRowValues[];
  /** Field errors of the rows, keyed like the form's: outlets.{index}.hargajual. */
  errors: Record<string, React.ReactNode>;
  readOnly: boolean;
  onAdd: () => void;
  onChange: (index: number, patch: Partial<OutletRowValues>) => void;
  onRemove: (index: number) => void;
  page: number;
  onPageChange: (page: number) => void;
}

/** The outlet rows under the menu header: outlet, its price (min 1) and whether PB1 applies there. */
export function MenuOutletRows({ rows, errors, readOnly, onAdd, onChange, onRemove, page, onPageChange }: MenuOutletRowsProps) {
  const t = useT();
  const paginationText = usePaginationText();
  const from = (page - 1) * OUTLET_ROWS_PER_PAGE;
  const visible = rows.slice(from, from + OUTLET_ROWS_PER_PAGE).map((row, i) => ({ ...row, index: from + i }));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t(text.outletPricesHint)}
        </Text>
        {!readOnly && (
          <Button variant="light" leftSection={<IconPlus size={18} />} onClick={onAdd}>
            {t(text.addOutlet)}
          </Button>
        )}
      </Group>
      <DataTable
        withTableBorder
        striped
        minHeight={rows.length ? undefined : 120}
        idAccessor="outletid"
        records={visible}
        noRecordsText={t('noRecords')}
        totalRecords={rows.length}
        recordsPerPage={OUTLET_ROWS_PER_PAGE}
        page={page}
        onPageChange={onPageChange}
        paginationText={paginationText}
        columns={[
          { accessor: 'no', title: t('no'), width: 56, render: (r) => r.index + 1 },
          { accessor: 'outletname', title: t(text.outlet) },
          { accessor: 'alamat1', title: t(text.address), render: (r) => `${r.alamat1} ${r.alamat2}` },
          { accessor: 'provinsi', title: t(text.province) },
          {
            accessor: 'hargajual',
            title: t(text.hargajual),
            width: 200,
            render: (r) => (
              <NumberField
                money
                size="sm"
                aria-label={`${t(text.hargajual)} ${r.outletname}`}
                value={r.hargajual}
                readOnly={readOnly}
                error={errors[`outlets.${r.index}.hargajual`]}
                onChange={(v) => onChange(r.index, { hargajual: v })}
              />
            ),
          },
          {
            accessor: 'kenapajak',
            title: t(text.kenapajak),
            width: 70,
            textAlign: 'center',
            render: (r) => (
              <Checkbox
                aria-label={`${t(text.kenapajak)} ${r.outletname}`}
                checked={r.kenapajak}
                disabled={readOnly}
                onChange={(e) => onChange(r.index, { kenapajak: e.currentTarget.checked })}
                style={{ display: 'inline-block' }}
              />
            ),
          },
          ...(readOnly
            ? []
            : [
                {
                  accessor: 'remove',
                  title: '',
                  width: 60,
                  render: (r: OutletRowValues & { index: number }) => (
                    <Tooltip label={t(text.removeRow)}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t(text.removeRow)} ${r.outletname}`}
                        onClick={() => onRemove(r.index)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  ),
                },
              ]),
        ]}
      />
    </Stack>
  );
}

/** The page to show after rows change, so the last row stays reachable and no page is empty. */
export const lastPageOf = (count: number) => Math.max(1, Math.ceil(count / OUTLET_ROWS_PER_PAGE));
