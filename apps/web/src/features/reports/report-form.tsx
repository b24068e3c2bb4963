import type { ReactNode } from 'react';
import { PeriodForm } from '../../components/period-form';
import { useT } from '../../lib/i18n';
import { type ReportKind, withEnd } from './report-dates';
import type { ReportForm } from './reports.api';
import { text } from './reports.text';

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
export function ReportFormPanel({ kind, ...form }: ReportFormProps) {
  const t = useT();
  return (
    <PeriodForm
      {...form}
      labels={{
        outlet: t(text.outlet),
        from: `${t(text.trxDate)} ${t(text.from)}`,
        fromAria: t(text.from),
        until: t(text.until),
        process: t(text.process),
      }}
      withEnd={(value, tgl2) => ({ ...value, ...withEnd(kind, value, tgl2) })}
    />
  );
}
