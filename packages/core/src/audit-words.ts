import type { AuditAction } from './audit.js';
import type { FormatLang } from './format.js';

/*
 * The audit log in words, for its list, its Action filter and its export: what was done, and the
 * fields a change names, in the reader's language. The codes stay the API's (filters, integrations).
 */
const ACTIONS: Record<AuditAction, [en: string, id: string]> = {
  'auth.signin': ['Signed in', 'Masuk'],
  'auth.signin.failed': ['Sign-in failed', 'Gagal masuk'],
  'auth.signout': ['Signed out', 'Keluar'],
  'auth.password.set': ['Password set', 'Kata sandi dibuat'],
  'auth.password.reset': ['Password reset', 'Kata sandi direset'],
  'auth.password.change': ['Password changed', 'Kata sandi diubah'],
  'user.create': ['User added', 'Pengguna ditambah'],
  'user.update': ['User changed', 'Pengguna diubah'],
  'user.delete': ['User deleted', 'Pengguna dihapus'],
  'order.cancel': ['Order cancelled', 'Order dibatalkan'],
  'user.settings': ['Settings changed', 'Pengaturan diubah'],
  'order.void': ['Order voided', 'Order di-void'],
  'order.status': ['Order status changed', 'Status order diubah'],
  'order.post': ['Order posted', 'Order diposting'],
  'order.unpost': ['Order unposted', 'Posting order dibatalkan'],
  'order.postall': ['Orders posted in bulk', 'Order diposting sekaligus'],
  'order.unpostall': ['Orders unposted in bulk', 'Posting order dibatalkan sekaligus'],
  'order.reprint': ['Receipt reprinted', 'Struk dicetak ulang'],
  'order.kitchen.reprint': ['Kitchen order reprinted', 'Order dapur dicetak ulang'],
  'order.move': ['Party moved', 'Tamu dipindah meja'],
  'order.merge': ['Orders merged', 'Order digabung'],
  'order.transfer': ['Items transferred', 'Item dipindah'],
  'order.split': ['Bill split', 'Tagihan dipecah'],
  'drawer.open': ['Cash drawer opened', 'Laci kas dibuka'],
  'menu.save': ['Menu saved', 'Menu disimpan'],
  'menu.delete': ['Menu deleted', 'Menu dihapus'],
  'menu.modifiers': ['Menu options changed', 'Pilihan menu diubah'],
  'category.save': ['Category saved', 'Kategori disimpan'],
  'category.delete': ['Category deleted', 'Kategori dihapus'],
  'paymenttype.save': ['Payment type saved', 'Tipe pembayaran disimpan'],
  'paymenttype.delete': ['Payment type deleted', 'Tipe pembayaran dihapus'],
  'period.close': ['Period closed', 'Periode ditutup'],
  'period.open': ['Period opened', 'Periode dibuka'],
  'campaign.save': ['Campaign saved', 'Kampanye disimpan'],
  'campaign.delete': ['Campaign deleted', 'Kampanye dihapus'],
  'customers.export': ['Customers exported', 'Pelanggan diekspor'],
  'orders.export': ['Orders exported', 'Order diekspor'],
  'shift.open': ['Shift opened', 'Shift dibuka'],
  'shift.cash': ['Cash in or out', 'Kas masuk atau keluar'],
  'shift.close': ['Shift closed', 'Shift ditutup'],
  'shift.reopen': ['Shift reopened', 'Shift dibuka kembali'],
  'shift.print': ['Shift report printed', 'Laporan shift dicetak'],
  'shift.setting': ['Shift settings changed', 'Pengaturan shift diubah'],
  'terminal.save': ['Terminal saved', 'Terminal disimpan'],
  'stock.receipt': ['Goods received', 'Barang diterima'],
  'stock.receipt.reverse': ['Goods receipt reversed', 'Penerimaan barang dibatalkan'],
  'stock.waste': ['Waste recorded', 'Barang terbuang dicatat'],
  'stock.transfer': ['Stock transferred', 'Stok dipindah'],
  'stock.count': ['Stock counted', 'Stok dihitung'],
  'stock.parlevel': ['Par level set', 'Batas stok diatur'],
};

/** What an action code stands for, in the reader's language; an unknown code as it is. */
export const auditActionText = (action: string, lang: FormatLang) => {
  const words = ACTIONS[action as AuditAction];
  return words ? words[lang === 'en' ? 0 : 1] : action;
};

/** The stored field names a change may carry, as a reader knows them. */
const FIELDS: Record<string, [en: string, id: string]> = {
  crewnik: ['Employee no.', 'NIK karyawan'],
  crewname: ['Employee', 'Karyawan'],
  crewkey: ['Employee', 'Karyawan'],
  username: ['User name', 'Nama pengguna'],
  usergroup: ['Role', 'Peran'],
  outletid: ['Outlet', 'Outlet'],
  aktif: ['Active', 'Aktif'],
  reason: ['Reason', 'Alasan'],
  voidreason: ['Void reason', 'Alasan void'],
  orderno: ['Order no.', 'No. order'],
  orderstatus: ['Status', 'Status'],
  posting: ['Posting', 'Posting'],
  total: ['Total', 'Total'],
  menuname: ['Menu', 'Menu'],
  hargajual: ['Price', 'Harga jual'],
  categname: ['Category', 'Kategori'],
  campaignname: ['Campaign', 'Kampanye'],
  startdate: ['Start date', 'Tanggal mulai'],
  enddate: ['End date', 'Tanggal akhir'],
  starttime: ['Start hour', 'Jam mulai'],
  endtime: ['End hour', 'Jam akhir'],
  discpc: ['Discount %', 'Diskon %'],
  freeitem: ['Free item', 'Item gratis'],
  freeqty: ['Free quantity', 'Jumlah gratis'],
  termapply: ['Has a term', 'Ada syarat'],
  term4menu: ['Term on menus', 'Syarat menu'],
  termqty: ['Term quantity', 'Jumlah syarat'],
  termtotal: ['Term total', 'Total syarat'],
  termapplymulti: ['Multiples', 'Berlaku kelipatan'],
  autoapply: ['Applied by itself', 'Otomatis'],
  ordertypes: ['Order types', 'Tipe order'],
  tahun: ['Year', 'Tahun'],
  bulan: ['Month', 'Bulan'],
  isclosed: ['Closed', 'Ditutup'],
  amount: ['Amount', 'Jumlah'],
  qty: ['Quantity', 'Jumlah'],
  note: ['Note', 'Catatan'],
};

/** A stored field's name in the reader's language; an unknown one as it is. */
export const auditFieldText = (field: string, lang: FormatLang) => {
  const words = FIELDS[field];
  return words ? words[lang === 'en' ? 0 : 1] : field;
};
