import { useProfile } from '../lib/auth';
import { useT } from '../lib/i18n';
import { OutletField } from './outlet-field';

export type OutletChoice = {
  outletid: string;
  outletname: string;
};

export interface OutletFilterProps {
  /** The filter it edits: its draft's outlet, and how to set it (useFilters gives both). */
  filters: { draft: OutletChoice; set: (outlet: OutletChoice) => void };
  label: string;
  w?: number;
  /** Shown to an admin only: an outlet user's lists are their outlet's anyway. */
  adminOnly?: boolean;
}

/**
 * The outlet filter of every list and report: empty is every outlet, the lookup picks one, the cross
 * empties it. An outlet user sees their own outlet, fixed (the server narrows to it anyway).
 */
export function OutletFilter({ filters, label, w, adminOnly }: OutletFilterProps) {
  const t = useT();
  const { data: profile } = useProfile();
  if (adminOnly && profile?.group !== 'admin') return null;
  return (
    <OutletField
      label={label}
      outletid={filters.draft.outletid}
      outletname={filters.draft.outletname}
      placeholder={t('allOutlets')}
      clearable
      w={w}
      onChange={(o) => filters.set(o)}
    />
  );
}
