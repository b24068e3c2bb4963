import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ShiftDetail } from '@saji/core';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { text } from '../shifts.text';
import { CashFigures, TenderTable } from './cash-figures';
import { DrawerFigures, SalesFigures } from './report-parts';

/** A shift's report on screen: who and when, the cash figures, sales, tenders and the drawer, as the X and Z print them. */
export function ShiftReport({ detail }: { detail: ShiftDetail }) {
  const t = useT();
  const { header } = detail;
  return (
    <Stack gap="sm" data-testid="shift-report">
      <Group gap="lg" fz="sm">
        <Text size="sm">
          {t(text.openedAt)}: {formatDateTime(header.openedat)} · {header.openedby}
        </Text>
        {header.closedat && (
          <Text size="sm">
            {t(text.closedAt)}: {formatDateTime(header.closedat)} · {header.closedby}
          </Text>
        )}
        {header.zno !== null && (
          <Text size="sm" fw={700}>
            {t(text.zno)} {header.zno}
          </Text>
        )}
      </Group>
      {header.reopencount > 0 && (
        <Alert color="orange" py={6}>
          {t(text.reopenedTimes, { n: header.reopencount, reason: header.reopenreason ?? '' })}
        </Alert>
      )}
      {header.blind && <Alert color="blue">{t(text.blind)}</Alert>}
      <CashFigures expected={header.expected} counted={header.counted} />
      <SimpleGrid cols={2} spacing="md">
        <Stack gap="sm">
          <SalesFigures detail={detail} />
        </Stack>
        <Stack gap="sm">
          <TenderTable tenders={detail.tenders} />
          <DrawerFigures detail={detail} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
