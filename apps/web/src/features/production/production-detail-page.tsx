import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { formatAmount, formatDate } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { errorText } from '../../lib/notify';
import { useProduction } from './production.api';
import { text } from './production.text';
import { ProductionLinesTable } from './production-lines-table';

/** Production Detail (salesresto.productionform), read-only: number, date, outlet, lines and total cost. */
export function ProductionDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const { key } = useParams();
  const detail = useProduction(key);
  if (!detail.data) {
    return <Center h={240}>{detail.error ? <Text c="red">{errorText(detail.error)}</Text> : <Loader />}</Center>;
  }
  const { header, lines } = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t(text.detailTitle)}</Title>
        <Button variant="default" leftSection={<IconX size={18} />} onClick={() => navigate('/production')}>
          {t('close')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TextInput label={t(text.productionNo)} readOnly value={header.productioncode} />
          <TextInput label={t(text.productionDate)} readOnly value={formatDate(`${header.productiondate}T12:00:00Z`)} />
          <TextInput label={t(text.outlet)} readOnly value={`${header.outlet_outletcode} - ${header.outlet_outletname}`} />
          <TextInput
            label={t(text.totalCost)}
            readOnly
            value={`${header.matauang} ${formatAmount(header.ttlnetto)}`}
            data-testid="production-detail-total"
          />
        </SimpleGrid>
      </Paper>
      <ProductionLinesTable lines={lines} />
    </Stack>
  );
}
