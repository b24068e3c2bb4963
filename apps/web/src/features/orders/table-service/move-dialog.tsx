import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import type { TableCard } from '../orders.api';
import { text } from '../orders.text';
import css from '../pos.module.css';
import { usePosLookups } from '../pos-state';
import { serviceApi } from './table-service.api';
import { serviceText } from './table-service.text';
import { type OpenAction, useServiceCommand, useTableService } from './table-service-state';

/** Move: the free tables of the outlet, tapped to pick; the party may keep its tables and join more. */
export function MoveDialog({ action }: { action: OpenAction }) {
  const t = useT();
  const { board } = usePosLookups();
  const { close, done } = useTableService();
  const { header } = action.order;
  const [keep, setKeep] = useState(false);
  const [picked, setPicked] = useState<TableCard[]>([]);
  const names = picked.map((c) => c.tablename).join(', ');
  const move = useServiceCommand(
    (tableids: number[]) => serviceApi.move(header.orderkey, { tableids, version: action.version }),
    (detail) => done([detail], t(serviceText.moved, { orderno: header.orderno, tables: detail.header.tablename ?? '' })),
  );
  const toggle = (card: TableCard) =>
    setPicked((p) => (p.some((c) => c.tableid === card.tableid) ? p.filter((c) => c.tableid !== card.tableid) : [...p, card]));
  const groups = (board.data ?? []).map((g) => ({ ...g, tables: g.tables.filter((c) => !c.orderkey) })).filter((g) => g.tables.length);
  return (
    <Modal opened onClose={close} title={t(serviceText.moveTitle, { orderno: header.orderno })} centered zIndex={400} size={900}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {header.tablename} · {t(text.pax)} {header.pax} · {t(serviceText.pickFree)}
        </Text>
        <div className={css.scroll} style={{ maxHeight: 430 }} data-testid="move-tables">
          {groups.map((g) => (
            <Stack key={g.tableposcode} gap={6} mb="sm">
              <Text fw={600}>{g.tableposname}</Text>
              <div className={css.tableGrid}>
                {g.tables.map((card) => (
                  <button
                    key={card.tableid}
                    type="button"
                    className={css.tableCard}
                    data-picked={picked.some((c) => c.tableid === card.tableid)}
                    data-testid={`move-${card.tablename}`}
                    onClick={() => toggle(card)}
                  >
                    <span className={css.tableName}>{card.tablename}</span>
                    <span className={css.muted}>
                      {card.tablecapacity} {t(text.seats)}
                    </span>
                  </button>
                ))}
              </div>
            </Stack>
          ))}
        </div>
        <Switch size="md" checked={keep} onChange={(e) => setKeep(e.currentTarget.checked)} label={t(serviceText.keepTables)} />
        <Group justify="flex-end">
          <Button size="lg" variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            size="lg"
            loading={move.busy}
            disabled={!picked.length}
            onClick={() => move.run([...(keep ? header.tableids : []), ...picked.map((c) => c.tableid)])}
          >
            {picked.length ? t(serviceText.moveTo, { tables: names }) : t(serviceText.pickFree)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
