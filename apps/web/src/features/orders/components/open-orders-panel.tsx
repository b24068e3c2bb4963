import { Badge, Button, Drawer, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { minutesOpen, type OpenOrder } from '@saji/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRupiah } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { prefetchDetail } from '../detail-prefetch';
import { useOpenOrders } from '../till.api';
import css from '../till.module.css';
import { tillText } from '../till.text';

interface Props {
  opened: boolean;
  outletid: number;
  onClose(): void;
  /** Opens the order on the till, at its payment step. */
  onOpen(orderkey: string): void;
}

/** Where an open order is: its tables for dine-in, else the customer it is for (take-away often has none). */
function placeOf(o: OpenOrder): string {
  if (o.ordertype === 'DINE IN') return o.tablename ?? '–';
  return o.customernm ?? '';
}

/** Every open order of the outlet, oldest first, found by number, table or customer; one tap opens it. */
export function OpenOrdersPanel({ opened, outletid, onClose, onOpen }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const list = useOpenOrders(outletid, debounced, opened);
  const now = new Date();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={460} zIndex={300} title={t(tillText.openOrders)}>
      <Stack gap="xs">
        <TextInput
          size="md"
          data-autofocus
          leftSection={<IconSearch size={18} />}
          placeholder={t(tillText.searchOrders)}
          aria-label={t(tillText.searchOrders)}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            const first = list.data?.[0];
            if (e.key === 'Enter' && first) onOpen(first.orderkey);
          }}
        />
        {list.isPending && <Loader m="md" />}
        {list.data?.length === 0 && <Text c="dimmed">{t(tillText.noOpenOrders)}</Text>}
        <div className={css.openList} data-testid="open-orders">
          {list.data?.map((o) => (
            <button
              key={o.orderkey}
              type="button"
              className={css.openRow}
              data-orderkey={o.orderkey}
              onPointerDown={() => prefetchDetail(o.orderkey)}
              onClick={() => onOpen(o.orderkey)}
            >
              <span className={css.openPlace}>
                <Badge size="sm" variant="light" color={o.ordertype === 'DINE IN' ? 'blue' : o.ordertype === 'DELIVERY' ? 'grape' : 'teal'}>
                  {o.ordertype}
                </Badge>
                <span className={css.openName}>{placeOf(o)}</span>
              </span>
              <span className={css.openTotal}>{formatRupiah(o.total)}</span>
              <span className={css.openMeta}>{o.orderno}</span>
              <span className={css.openMeta}>{t(tillText.minutes, { n: minutesOpen(o.orderdate, now) })}</span>
            </button>
          ))}
        </div>
        {list.data && list.data.length > 0 && (
          <Button variant="subtle" onClick={onClose}>
            {t('close')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
