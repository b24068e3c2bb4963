import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
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

/** Which campaign changed which line and why, and the campaigns the cashier may pick (with a voucher). */
export function PromotionPanel({ draft, lines, promotions, readOnly }: Props) {
  const t = useT();
  const { applied, pickable } = promotions;
  if (!applied.length && !pickable.length) return null;
  const nameOf = (menuid: number) => lines.find((l) => l.menuid === menuid)?.menuname ?? String(menuid);
  const picked = new Set(draft.campaignids ?? []);
  return (
    <Stack gap={4} data-testid="promotions">
      {applied.map((a) => (
        <Group key={a.campaignid} gap={6} wrap="nowrap" data-testid="promotion-applied">
          <IconDiscount size={16} color="var(--mantine-color-teal-7)" />
          <Text size="sm" fw={600} truncate>
            {a.campaignname}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {a.free.length
              ? a.free.map((f) => t(text.freeTimes, { qty: String(f.qty), menu: nameOf(f.menuid) })).join(', ')
              : t(text.discLines, { pc: String(a.discpc), n: String(a.discounted.length) })}
          </Text>
        </Group>
      ))}
      {pickable.map((c) => (
        <Group key={c.campaignid} gap={6} justify="space-between" wrap="nowrap" data-testid="promotion-pickable">
          <Text size="sm" truncate>
            {c.campaignname}
          </Text>
          {!readOnly && (
            <Group gap={4} wrap="nowrap">
              {picked.has(c.campaignid) && (
                <>
                  <Badge color="teal" variant="light">
                    {t(text.applied)}
                  </Badge>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => promotions.unpick(c.campaignid)}>
                    {t(text.unapply)}
                  </Button>
                </>
              )}
              {/* Still offered once applied: a second pick says '{name} already Applied', as the spec has it. */}
              <Button size="compact-sm" variant="light" onClick={() => promotions.pick(c)}>
                {t(text.apply)}
              </Button>
            </Group>
          )}
        </Group>
      ))}
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
