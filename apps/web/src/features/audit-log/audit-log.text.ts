import type { Text } from '../../lib/i18n';

export const text = {
  title: { id: 'Log Audit', en: 'Audit Log' },
  dateFrom: { id: 'Dari tanggal', en: 'From' },
  dateTo: { id: 'Sampai tanggal', en: 'To' },
  user: { id: 'Pengguna', en: 'User' },
  action: { id: 'Aksi', en: 'Action' },
  outlet: { id: 'Outlet', en: 'Outlet' },
  objectkey: { id: 'Kunci objek', en: 'Object key' },
  at: { id: 'Waktu', en: 'At' },
  change: { id: 'Perubahan', en: 'Change' },
  address: { id: 'Alamat IP', en: 'Address' },
  history: { id: 'Riwayat', en: 'History' },
  historyTitle: { id: 'Riwayat pesanan {orderno}', en: 'History of order {orderno}' },
  countCapped: { id: 'Lebih dari {total} baris cocok: persempit filter.', en: 'More than {total} rows match: narrow the filters.' },
} satisfies Record<string, Text>;
