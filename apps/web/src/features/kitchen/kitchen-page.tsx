import { ActionIcon, Alert, Button, Group, Loader, SegmentedControl, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import type { Profile } from '@saji/core';
import { IconArrowBackUp, IconHome, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useCan, useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { useOutletPush } from '../../lib/use-outlet-push';
import { kitchenKeys, useKitchenAction, useKitchenView } from './kitchen.api';
import css from './kitchen.module.css';
import { text } from './kitchen.text';
import { KitchenCardView } from './kitchen-card';
import { KitchenSettings } from './kitchen-settings';
import { AllDayPanel, RecallDrawer } from './kitchen-side';
import { useKitchenKeys } from './use-kitchen-keys';
import { useVoidLeaving } from './use-void-leaving';

/** Ages are whole minutes: a redraw twice a minute keeps the colours right. */
const TICK_MS = 30_000;
/** Pushes this close together make one fetch of the view (bench/kitchen-push.bench.ts measures with it). */
const PUSH_GATHER_MS = 150;

/** The kitchen display of one outlet: `/kitchen?station=BAR` for a station screen, no station for the expo view. */
export function KitchenPage() {
  const { data: profile } = useProfile();
  const [params] = useSearchParams();
  if (!profile) return <Loader m="xl" />;
  const outletid = Number(params.get('outletid')) || profile.outletid;
  if (!outletid) return <Alert color="yellow">{profile.outletname}</Alert>;
  return <KitchenScreen profile={profile} outletid={outletid} />;
}

function KitchenScreen({ profile, outletid }: { profile: Profile; outletid: number }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const station = params.get('station') ?? '';
  const queryClient = useQueryClient();
  const view = useKitchenView(outletid, station);
  const bump = useKitchenAction('bump');
  const recall = useKitchenAction('recall');
  const canManage = useCan('kitchen.manage');
  const [now, setNow] = useState(() => Date.now());
  // Per device: a wall screen keeps the all-day counts, a small tablet folds them away for a column more.
  const [allDay, setAllDay] = useLocalStorage({ key: 'saji.kitchen.allday', defaultValue: true, getInitialValueInEffect: false });
  const navigate = useNavigate();
  const [recallOpen, setRecallOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // Four screens refetch the view on every push: the pushes of 150 ms make one fetch.
  useOutletPush(outletid, profile.username, () => queryClient.invalidateQueries({ queryKey: kitchenKeys.view(outletid, station) }), {
    gatherMs: PUSH_GATHER_MS,
  });

  const data = view.data;
  const cards = data?.list ?? [];
  const onBump = useCallback((ids: number[]) => ids.length && bump.mutate(ids), [bump.mutate]);
  const recallLast = () => {
    const last = data?.recent[0];
    if (last) recall.mutate(last.items.map((i) => i.kitchenjobid));
  };
  const selected = useKitchenKeys(cards, onBump, recallLast);
  const leavesIn = useVoidLeaving(cards, onBump);

  return (
    <div className={css.screen} data-testid="kitchen">
      <Group className={css.bar} justify="space-between">
        <Group gap="xs">
          <ActionIcon size={44} variant="default" aria-label={t(text.home)} title={t(text.home)} onClick={() => navigate('/')}>
            <IconHome size={22} />
          </ActionIcon>
          <SegmentedControl
            value={station}
            onChange={(v) => setParams(v ? { station: v } : {})}
            data={[{ value: '', label: t(text.expo) }, ...(data?.stations ?? []).map((s) => ({ value: s, label: s }))]}
          />
          <Text size="sm" c="dimmed" visibleFrom="md">
            {t(text.keys)}
          </Text>
        </Group>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconArrowBackUp size={18} />} onClick={() => setRecallOpen(true)}>
            {t(text.recall)}
          </Button>
          {canManage && (
            <Button variant="subtle" leftSection={<IconSettings size={18} />} onClick={() => setSettingsOpen(true)}>
              {t(text.settings)}
            </Button>
          )}
          <LanguageSwitch />
        </Group>
      </Group>
      {view.isLoading && <Loader />}
      <div className={css.main}>
        <div className={css.board} data-testid="kitchen-board">
          {data && !cards.length && <Text c="dimmed">{t(text.empty)}</Text>}
          {cards.map((card, i) => (
            <KitchenCardView
              key={card.cardkey}
              card={card}
              index={i < 9 ? i + 1 : 0}
              selected={i === selected}
              now={now}
              warnminutes={data?.warnminutes ?? 10}
              lateminutes={data?.lateminutes ?? 20}
              onBump={onBump}
              leavesIn={leavesIn.get(card.cardkey)}
            />
          ))}
        </div>
        {data && <AllDayPanel counts={data.alldaycount} open={allDay} onToggle={() => setAllDay((o) => !o)} />}
      </div>
      <RecallDrawer
        opened={recallOpen}
        onClose={() => setRecallOpen(false)}
        cards={data?.recent ?? []}
        onRecall={(ids) => recall.mutate(ids)}
      />
      {canManage && <KitchenSettings outletid={outletid} opened={settingsOpen} onClose={() => setSettingsOpen(false)} />}
    </div>
  );
}
