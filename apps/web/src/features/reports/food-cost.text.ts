import type { Text } from '../../lib/i18n';

/** The Daily Food Cost chart's own words. */
export const foodCostText = {
  title: { id: 'Food Cost Harian', en: 'Daily Food Cost' },
  sales: { id: 'Penjualan (netto)', en: 'Nett sales' },
  cost: { id: 'Biaya produksi', en: 'Production cost' },
  theoretical: { id: 'Food cost teoretis', en: 'Theoretical food cost' },
  percent: { id: 'Persentase food cost', en: 'Food cost %' },
  theoreticalPercent: { id: 'Teoretis %', en: 'Theoretical %' },
} satisfies Record<string, Text>;
