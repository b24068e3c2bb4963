import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { AppliedCampaign } from '@saji/core';
import { IconDiscount } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { campaignsText as text } from '../../campaigns';
import type { DraftLine, OrderDraft } from '../order-draft';
import type { Promotions } from '../use-promotions';

interface Props {
  draft: OrderDraft;
  lines: DraftLine[];
  promotions: Promotions;
  readOnly: boolean;
}

/**
 * The campaigns of the order, one row each: what an applied one changed (and Remove, when the cashier
 * picked it), and Apply for those still to pick. A campaign is named once, so a narrow ticket at
 * 1024 px keeps its name readable beside one button.
 */
export function PromotionPanel({ draft, lines, promotions, readOnly }: Props) {
  const t = useT();
  const { applied, pickable } = promotions;
  if (!applied.length && !pickable.length) return null;
  const nameOf = (menuid: number) => lines.find((l) => l.menuid === menuid)?.menuname ?? String(menuid);
  const effect = (a: AppliedCampaign) =>
    a.free.length
      ? a.free.map((f) => t(text.freeTimes, { qty: String(f.qty), menu: nameOf(f.menuid) })).join(', ')
      : t(text.discLines, { pc: String(a.discpc), n: String(a.discounted.length) });
  const picked = new Set(draft.campaignids ?? []);
  const appliedById = new Map(applied.map((a) => [a.campaignid, a]));
  const pickableIds = new Set(pickable.map((c) => c.campaignid));
  // Applied by themselves first, then the cashier's picks and offers in the outlet's order.
  const rows = [
    ...applied.filter((a) => !pickableIds.has(a.campaignid)).map((a) => ({ id: a.campaignid, name: a.campaignname })),
    ...pickable.map((c) => ({ id: c.campaignid, name: c.campaignname })),
  ];
  return (
    <Stack gap={4} data-testid="promotions">
      {rows.map(({ id, name }) => {
        const done = appliedById.get(id);
        const isPicked = picked.has(id);
        let action: ReactNode = null;
        if (!readOnly && isPicked)
          action = (
            <Button size="compact-md" variant="subtle" color="red" onClick={() => promotions.unpick(id)}>
              {t(text.unapply)}
            </Button>
          );
        else if (!readOnly && pickableIds.has(id))
          action = (
            <Button size="compact-md" variant="light" onClick={() => promotions.pick({ campaignid: id, campaignname: name })}>
              {t(text.apply)}
            </Button>
          );
        return (
          <Group
            key={id}
            gap={6}
            wrap="nowrap"
            justify="space-between"
            data-testid={done ? 'promotion-applied' : 'promotion-pickable'}
            data-picked={isPicked || undefined}
          >
            <Group gap={6} wrap="nowrap" miw={0} style={{ flex: 1 }}>
              <IconDiscount
                size={18}
                style={{ flexShrink: 0 }}
                color={done ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-gray-6)'}
                aria-hidden
              />
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} lineClamp={1} title={name}>
                  {name}
                </Text>
                {done && (
                  <Text size="xs" c="teal.8" lineClamp={1}>
                    {t(text.applied)} · {effect(done)}
                  </Text>
                )}
              </Stack>
            </Group>
            {action}
          </Group>
        );
      })}
      {(picked.size > 0 || draft.voucherno) && (
        <TextInput
          size="xs"
          label={t(text.voucherno)}
          maxLength={50}
          readOnly={readOnly}
          value={draft.voucherno ?? ''}
          onChange={(e) => promotions.setVoucher(e.currentTarget.value)}
        />
      )}
    </Stack>
  );
}
