import { ActionIcon, Button, Group, Input, Pagination, Text as Plain, Stack, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { alreadyInList, type CampaignMenu, type CampaignOutlet, type MenuRow } from '@saji/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { OutletLookup } from '../../components/outlet-lookup';
import { useT } from '../../lib/i18n';
import { notifyWarning } from '../../lib/notify';
import { MenuLookup } from '../catalog';
import { text } from './campaigns.text';

interface PicksProps<T> {
  label: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  readOnly?: boolean;
  error?: React.ReactNode;
  testId: string;
}

/** Rows per page of the form's lists (spec: term and promo menus 10, outlets 6). */
const MENU_PAGE = 10;
const OUTLET_PAGE = 6;

/** Adds picks to a list once each; a second pick of one warns '{name} already in the list'. */
function addOnce<T>(rows: T[], picked: T[], idOf: (r: T) => number, nameOf: (r: T) => string, warnEach: boolean): T[] {
  const seen = new Set(rows.map(idOf));
  const added: T[] = [];
  for (const p of picked) {
    if (seen.has(idOf(p))) {
      if (warnEach) notifyWarning(alreadyInList(nameOf(p)));
      continue;
    }
    seen.add(idOf(p));
    added.push(p);
  }
  return added.length ? [...rows, ...added] : rows;
}

function Paged<T>({
  label,
  rows,
  onChange,
  readOnly,
  error,
  testId,
  pageSize,
  columns,
  cells,
  keyOf,
  addButton,
}: PicksProps<T> & {
  pageSize: number;
  columns: string[];
  cells: (r: T) => React.ReactNode[];
  keyOf: (r: T) => number;
  addButton: React.ReactNode;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);
  return (
    <Input.Wrapper label={label} error={error} data-testid={testId}>
      <Stack gap={6} mt={4}>
        {!readOnly && <Group gap="xs">{addButton}</Group>}
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
              {!readOnly && <Table.Th w={48} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((r) => (
              <Table.Tr key={keyOf(r)}>
                {cells(r).map((c, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row, fixed order
                  <Table.Td key={j}>{c}</Table.Td>
                ))}
                {!readOnly && (
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={t('remove')} onClick={() => onChange(rows.filter((x) => x !== r))}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {rows.length === 0 && (
          <Plain size="sm" c="dimmed">
            {t('noRecords')}
          </Plain>
        )}
        {pages > 1 && <Pagination size="sm" total={pages} value={current} onChange={setPage} />}
      </Stack>
    </Input.Wrapper>
  );
}

/** A list of menus filled from the menu lookup (one at a time, or 'Add all menus'). */
export function MenuPicks(props: PicksProps<CampaignMenu>) {
  const t = useT();
  const [opened, lookup] = useDisclosure(false);
  const asPick = (m: MenuRow): CampaignMenu => ({ menuid: m.menuid, menuname: m.menuname, menusize: m.menusize });
  const add = (picked: MenuRow[], warnEach: boolean) =>
    props.onChange(
      addOnce(
        props.rows,
        picked.map(asPick),
        (r) => r.menuid,
        (r) => r.menuname,
        warnEach,
      ),
    );
  return (
    <>
      <Paged
        {...props}
        pageSize={MENU_PAGE}
        columns={[t(text.menuname), t(text.menusize)]}
        cells={(m) => [m.menuname, m.menusize]}
        keyOf={(m) => m.menuid}
        addButton={
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={lookup.open}>
            {t(text.addMenu)}
          </Button>
        }
      />
      <MenuLookup opened={opened} onClose={lookup.close} onSelect={(m) => add([m], true)} onSelectAll={(all) => add(all, false)} />
    </>
  );
}

/** The outlets the campaign runs at, filled from the outlet lookup. */
export function OutletPicks(props: PicksProps<CampaignOutlet>) {
  const t = useT();
  const [opened, lookup] = useDisclosure(false);
  return (
    <>
      <Paged
        {...props}
        pageSize={OUTLET_PAGE}
        columns={[t(text.outletname), t(text.address)]}
        cells={(o) => [o.outletname, [o.alamat1, o.alamat2, o.provinsi].filter(Boolean).join(', ')]}
        keyOf={(o) => o.outletid}
        addButton={
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={lookup.open}>
            {t(text.addOutlet)}
          </Button>
        }
      />
      <OutletLookup
        opened={opened}
        onClose={lookup.close}
        onSelect={(o) =>
          props.onChange(
            addOnce(
              props.rows,
              [o],
              (r) => r.outletid,
              (r) => r.outletname,
              true,
            ),
          )
        }
      />
    </>
  );
}
