import { useProfile } from '../../lib/auth';
import type { StockPeriod } from './stock.api';

/** Where a stock screen starts: the user's outlet (an admin's default one) and the month to date. */
export function useStockStart(): StockPeriod {
  const { data: profile } = useProfile();
  const today = profile?.tglaktif ?? new Date().toISOString().slice(0, 10);
  return {
    outletid: profile?.outletid ? String(profile.outletid) : '',
    outletname: profile?.outletname ?? '',
    tgl1: `${today.slice(0, 8)}01`,
    tgl2: today,
  };
}
