import type { Text } from '../i18n';

export const outboxText = {
  online: { id: 'Online', en: 'Online' },
  offline: { id: 'Offline', en: 'Offline' },
  syncing: { id: 'Mengirim', en: 'Syncing' },
  waiting: { id: '{count} menunggu · {age}', en: '{count} waiting · {age}' },
  conflicts: { id: '{count} perlu diselesaikan', en: '{count} to resolve' },
  conflictTitle: { id: 'Belum diterima server', en: 'Not taken by the server' },
  conflictHelp: {
    id: 'Pesanan ini tetap disimpan di kasir. Perbaiki penyebabnya (mis. meja atau menu), lalu kirim lagi.',
    en: 'These stay kept on the till. Fix the cause (a table, a menu), then send again.',
  },
  order: { id: 'pesanan', en: 'order' },
  payment: { id: 'pembayaran', en: 'payment' },
  offlineTitle: { id: 'Offline: server tidak terjangkau', en: 'Offline: the server cannot be reached' },
  offlineBody: {
    id: 'Layar ini butuh server: posting, laporan, daftar dan meja kasir lain menampilkan data terakhir yang dibaca, atau kosong. Kasir (POS) tetap bisa menjual.',
    en: "This screen needs the server: posting, reports, lists and other terminals' tables show what they last read, or nothing. The POS keeps selling.",
  },
  sendAgain: { id: 'Kirim lagi', en: 'Send again' },
  fixes: {
    table: { id: 'Kirim sebagai bawa pulang', en: 'Send as take-away' },
    menu: { id: 'Kirim tanpa menu itu', en: 'Send without that menu' },
    price: { id: 'Terima harga server', en: 'Accept the server price' },
  },
  signOutRefused: {
    id: '{count} transaksi belum terkirim ke server: keluar setelah semuanya terkirim.',
    en: '{count} sales are not on the server yet: sign out once they are sent.',
  },
  closeRefused: {
    id: '{count} transaksi belum terkirim ke server: tutup shift setelah semuanya terkirim.',
    en: '{count} sales are not on the server yet: close the shift once they are sent.',
  },
} satisfies Record<string, Text | Record<string, Text>>;

/** An age as the badge writes it: seconds, minutes, hours. */
export function ageText(ms: number): string {
  const s = Math.floor(ms / 1000);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}
