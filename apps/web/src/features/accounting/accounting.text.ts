import type { Text } from '../../lib/i18n';

export const text = {
  closePeriod: { id: 'Tutup periode', en: 'Close period' },
  closeWhat: {
    id: 'Menutup {month}: order bulan itu di semua outlet tidak bisa lagi diubah, di-void, diposting atau di-unposting sampai periode dibuka lagi.',
    en: 'Closing {month} locks that month for every outlet: its orders can no longer be changed, voided, posted or un-posted until the period is re-opened.',
  },
  openWhat: {
    id: 'Membuka {month} lagi: order bulan itu bisa diubah, di-void dan diposting ulang.',
    en: 'Re-opening {month}: its orders can be changed, voided and posted again.',
  },
  closedBy: { id: 'Ditutup oleh', en: 'Closed by' },
  confirm: { id: 'Ya', en: 'Yes' },
  fiscalYear: { id: 'Tahun fiskal', en: 'Fiscal year' },
  month: { id: 'Bulan', en: 'Month' },
  openPeriod: { id: 'Buka periode', en: 'Re-open period' },
  periodClosed: { id: 'Ditutup', en: 'Closed' },
  periodOpen: { id: 'Terbuka', en: 'Open' },
  periodsTitle: { id: 'Periode Akuntansi', en: 'Accounting Periods' },
  statusName: { id: 'Status', en: 'Status' },
  periodsHelp: {
    id: 'Order di bulan yang ditutup tidak bisa diposting atau di-unposting sampai bulan itu dibuka lagi.',
    en: 'Orders of a closed month can be neither posted nor un-posted until the month is re-opened.',
  },
} satisfies Record<string, Text>;
