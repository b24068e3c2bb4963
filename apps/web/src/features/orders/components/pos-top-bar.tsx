import { ActionIcon, Badge, Button, SegmentedControl, Text } from '@mantine/core';
import type { OrderType } from '@saji/core';
import { IconArmchair, IconBuildingStore, IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { OutboxBadge } from '../../../components/outbox-badge';
import { useProfile } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import * as D from '../order-draft';
import { text } from '../orders.text';
import css from '../pos.module.css';
import { Kbd } from './kbd';
import { MoreMenu } from './more-menu';

export interface PosTopBarProps {
  draft: D.OrderDraft;
  viewOnly: boolean;
  /** The outlet button, for users not bound to one outlet. */
  outlet?: { name: string | undefined; onPick: () => void };
  onOrderType: (type: OrderType) => void;
  onTables: () => void;
  onNewOrder: () => void;
  onKitchenReprint?: () => void;
  posting?: { label: string; onClick: () => void };
  onCancelOrder?: () => void;
  onNoteChips?: () => void;
  /** The till's tools beside the tables button (open orders, the kitchen notice). */
  tools?: ReactNode;
}

/** The bar across the till: order type, state badges, outlet, tables, new order, more, home. */
export function PosTopBar(props: PosTopBarProps) {
  const { draft, viewOnly, outlet, onOrderType, onTables, onNewOrder, onKitchenReprint, posting, onCancelOrder, onNoteChips, tools } =
    props;
  const t = useT();
  const navigate = useNavigate();
  const username = useProfile().data?.username;
  return (
    <header className={css.topbar}>
      <SegmentedControl
        size="md"
        classNames={{ label: css.orderTypeLabel }}
        value={draft.ordertype}
        disabled={viewOnly || D.isSaved(draft)}
        onChange={(v) => onOrderType(v as OrderType)}
        data={[
          { value: 'DINE IN', label: t(text.dineIn) },
          { value: 'TAKE AWAY', label: t(text.takeAway) },
          { value: 'DELIVERY', label: t(text.delivery) },
        ]}
      />
      <div className={css.topinfo}>
        {viewOnly && (
          <Badge color="gray" size="lg" mr={6} data-testid="view-only">
            {t(text.viewOnly)}
          </Badge>
        )}
        {draft.dirty && D.isSaved(draft) && (
          <Badge color="orange" size="lg" variant="light">
            {t(text.unsaved)}
          </Badge>
        )}
      </div>
      {outlet && (
        <Button
          size="md"
          variant="default"
          px="sm"
          maw={190}
          className={css.topShrink}
          leftSection={<IconBuildingStore size={18} />}
          title={t(text.outlet)}
          data-testid="pos-outlet"
          onClick={outlet.onPick}
        >
          <Text span truncate fw={600} size="sm">
            {outlet.name ?? t(text.outlet)}
          </Text>
        </Button>
      )}
      {tools}
      <Button
        size="md"
        px="sm"
        variant={draft.step === 'table' ? 'filled' : 'default'}
        leftSection={<IconArmchair size={18} />}
        onClick={onTables}
      >
        {t(text.tables)}
        <Kbd k="F3" />
      </Button>
      <Button size="md" px="sm" variant="default" onClick={onNewOrder}>
        {t(text.newOrder)}
      </Button>
      <MoreMenu onKitchenReprint={onKitchenReprint} posting={posting} onCancelOrder={onCancelOrder} onNoteChips={onNoteChips} />
      {username && <OutboxBadge username={username} compact />}
      <ActionIcon size={44} variant="subtle" aria-label={t(text.home)} data-testid="pos-home" onClick={() => navigate('/')}>
        <IconHome size={22} />
      </ActionIcon>
    </header>
  );
}
