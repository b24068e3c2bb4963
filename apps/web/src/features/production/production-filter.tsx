import type { ReactNode } from 'react';
import { PeriodForm } from '../../components/period-form';
import { useT } from '../../lib/i18n';
import type { ProductionFilter } from './production.api';
import { text } from './production.text';

/** Outlet lookup, the production date range (both required) and Process. */
export function ProductionFilterPanel(props: {
  value: ProductionFilter;
  onChange: (v: ProductionFilter) => void;
  onProcess: (v: ProductionFilter) => void;
  loading: boolean;
  actions: ReactNode;
}) {
  const t = useT();
  const from = `${t(text.productionDate)} ${t(text.from)}`;
  return <PeriodForm {...props} labels={{ outlet: t(text.outlet), from, until: t(text.until), process: t(text.process) }} />;
}
