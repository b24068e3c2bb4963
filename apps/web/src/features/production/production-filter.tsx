import '@mantine/dates/styles.css';
import { Button, Group, Paper } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { OutletField } from '../../components/outlet-field';
import { useT } from '../../lib/i18n';
import { notifyInvalidForm } from '../../lib/notify';
import type { ProductionFilter } from './production.api';
import { text } from './production.text';

const parseDay = (s: string) => {
  const d = new Date(s);
  return Number.isNaN(d.getTime())
    ? null
    : `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Outlet lookup, the production date range (both required) and Process. */
export function ProductionFilterPanel({
  value,
  onChange,
  onProcess,
  loading,
  actions,
}: {
  value: ProductionFilter;
  onChange: (v: ProductionFilter) => void;
  onProcess: (v: ProductionFilter) => void;
  loading: boolean;
  actions: ReactNode;
}) {
  const t = useT();
  const date = (field: 'tgl1' | 'tgl2', label: string) => (
    <DateInput
      label={label}
      aria-label={label}
      valueFormat="DD-MMM-YYYY"
      required
      clearable
      w={160}
      size="md"
      error={!value[field] || undefined}
      value={value[field] || null}
      dateParser={parseDay}
      onChange={(v) => onChange({ ...value, [field]: v ?? '' })}
    />
  );
  return (
    <Paper withBorder p="sm" radius="sm">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!value.tgl1 || !value.tgl2) notifyInvalidForm();
          else onProcess(value);
        }}
      >
        <Group align="flex-end" gap="sm">
          <OutletField
            label={t(text.outlet)}
            outletid={value.outletid}
            outletname={value.outletname}
            placeholder={t('allOutlets')}
            clearable
            w={240}
            onChange={(o) => onChange({ ...value, ...o })}
          />
          {date('tgl1', `${t(text.productionDate)} ${t(text.from)}`)}
          {date('tgl2', t(text.until))}
          <Button type="submit" loading={loading} leftSection={<IconPlayerPlay size={18} />}>
            {t(text.process)}
          </Button>
          {actions}
        </Group>
      </form>
    </Paper>
  );
}
