import '@mantine/dates/styles.css';
import { Button, Group, Paper } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { OutletField } from '../../components/outlet-field';
import { useT } from '../../lib/i18n';
import { notifyInvalidForm } from '../../lib/notify';
import { parseDay, type ReportKind, withEnd } from './report-dates';
import type { ReportForm } from './reports.api';
import { text } from './reports.text';

/** A date picker bound to a YYYY-MM-DD value. */
const dateProps = (value: string, onChange: (v: string) => void) => ({
  value: value || null,
  dateParser: parseDay,
  onChange: (v: string | null) => onChange(v ?? ''),
});

export interface ReportFormProps {
  kind: ReportKind;
  value: ReportForm;
  onChange: (value: ReportForm) => void;
  /** Called with a valid form; an invalid one shows 'Please fill the form correctly.' and sends nothing. */
  onProcess: (value: ReportForm) => void;
  loading?: boolean;
  /** The monthly chart's start follows its end date and cannot be typed. */
  startDisabled?: boolean;
  /** More fields before Process (the menu chart's type). */
  fields?: ReactNode;
  /** Buttons after Process (Export, Preview, Close). */
  actions?: ReactNode;
}

export const isComplete = (f: ReportForm) => !!f.tgl1 && !!f.tgl2;

/** Outlet lookup, the period (both dates required) and Process: the head of every report. */
export function ReportFormPanel({ kind, value, onChange, onProcess, loading, startDisabled, fields, actions }: ReportFormProps) {
  const t = useT();
  return (
    <Paper withBorder p="sm" radius="sm">
      <form
        // The spec's own toast, not the browser's bubble, says what is missing.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!isComplete(value)) notifyInvalidForm();
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
          <DateInput
            label={`${t(text.trxDate)} ${t(text.from)}`}
            aria-label={t(text.from)}
            valueFormat="DD-MMM-YYYY"
            required
            disabled={startDisabled}
            clearable={!startDisabled}
            w={160}
            size="md"
            error={!value.tgl1 || undefined}
            {...dateProps(value.tgl1, (tgl1) => onChange({ ...value, tgl1 }))}
          />
          <DateInput
            label={t(text.until)}
            aria-label={t(text.until)}
            valueFormat="DD-MMM-YYYY"
            required
            clearable
            w={160}
            size="md"
            error={!value.tgl2 || undefined}
            {...dateProps(value.tgl2, (tgl2) => onChange({ ...value, ...withEnd(kind, value, tgl2) }))}
          />
          {fields}
          <Button type="submit" loading={loading} leftSection={<IconPlayerPlay size={18} />}>
            {t(text.process)}
          </Button>
          {actions}
        </Group>
      </form>
    </Paper>
  );
}
