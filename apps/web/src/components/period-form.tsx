import '@mantine/dates/styles.css';
import { Button, Group, Paper } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { parseDay } from '../lib/format';
import { notifyInvalidForm } from '../lib/notify';
import { OutletFilter } from './outlet-filter';

/** An outlet (none for every outlet) and a period of days, YYYY-MM-DD, both ends required. */
export interface Period {
  outletid: string;
  outletname: string;
  tgl1: string;
  tgl2: string;
}

export interface PeriodFormProps<T extends Period> {
  value: T;
  onChange: (value: T) => void;
  /** Called with both dates set; otherwise 'Please fill the form correctly.' shows and nothing is sent. */
  onProcess: (value: T) => void;
  labels: { outlet: string; from: string; fromAria?: string; until: string; process: string };
  loading?: boolean;
  /** The start follows the end (a monthly chart's year) and cannot be typed. */
  startDisabled?: boolean;
  /** The value once the end date changes, where the start follows it; by default only the end changes. */
  withEnd?: (value: T, tgl2: string) => T;
  /** More fields before Process. */
  fields?: ReactNode;
  /** Buttons after Process (Export, Preview, Close). */
  actions?: ReactNode;
}

/** The head of every report and production list: outlet lookup, the period (both dates required) and Process. */
export function PeriodForm<T extends Period>(props: PeriodFormProps<T>) {
  const { value, onChange, onProcess, labels, loading, startDisabled, fields, actions } = props;
  const withEnd = props.withEnd ?? ((v: T, tgl2: string) => ({ ...v, tgl2 }));
  const day = (field: 'tgl1' | 'tgl2', label: string, aria: string, set: (day: string) => T, disabled = false) => (
    <DateInput
      label={label}
      aria-label={aria}
      valueFormat="DD-MMM-YYYY"
      required
      disabled={disabled}
      clearable={!disabled}
      w={160}
      size="md"
      error={!value[field] || undefined}
      value={value[field] || null}
      dateParser={parseDay}
      onChange={(v) => onChange(set(v ?? ''))}
    />
  );
  return (
    <Paper withBorder p="sm" radius="sm">
      <form
        // The spec's own toast, not the browser's bubble, says what is missing.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!value.tgl1 || !value.tgl2) notifyInvalidForm();
          else onProcess(value);
        }}
      >
        <Group align="flex-end" gap="sm">
          <OutletFilter label={labels.outlet} w={240} filters={{ draft: value, set: (o) => onChange({ ...value, ...o }) }} />
          {day('tgl1', labels.from, labels.fromAria ?? labels.from, (tgl1) => ({ ...value, tgl1 }), startDisabled)}
          {day('tgl2', labels.until, labels.until, (tgl2) => withEnd(value, tgl2))}
          {fields}
          <Button type="submit" loading={loading} leftSection={<IconPlayerPlay size={18} />}>
            {labels.process}
          </Button>
          {actions}
        </Group>
      </form>
    </Paper>
  );
}
