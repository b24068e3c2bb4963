import type { Text } from '../../lib/i18n';

/** The till's words added for the lunch-rush fixes (issue 18), kept apart from orders.text.ts. */
export const tillText = {
  // The choice of a menu's options (modifier groups)
  chooseOne: { id: 'Pilih 1', en: 'Choose 1' },
  chooseUpTo: { id: 'Boleh sampai {n}', en: 'Up to {n}' },
  chooseAtLeast: { id: 'Pilih {min} sampai {max}', en: 'Choose {min} to {max}' },
  optional: { id: 'Opsional', en: 'Optional' },
  chooseMissing: { id: 'Pilih dulu: {groups}', en: 'Choose first: {groups}' },
  addWithOptions: { id: 'Tambah · {amount}', en: 'Add · {amount}' },
  changeOptionsTo: { id: 'OK · {amount}', en: 'OK · {amount}' },
  changeOptions: { id: 'Ubah pilihan {name}', en: 'Options for {name}' },
  phoneMatches: { id: 'Nomor yang cocok', en: 'Matching numbers' },
  noPhoneMatch: { id: 'Tidak ada pelanggan dengan nomor berawalan {p}', en: 'No customer has a number starting {p}' },
  phoneTooShort: { id: 'Ketik minimal 3 angka untuk mencari', en: 'Type at least 3 digits to search' },
  openOrders: { id: 'Pesanan terbuka', en: 'Open orders' },
  openShort: { id: 'Terbuka', en: 'Open' },
  searchOrders: { id: 'Cari no. pesanan, meja, pelanggan', en: 'Search order no., table, customer' },
  noOpenOrders: { id: 'Tidak ada pesanan terbuka', en: 'No open orders' },
  minutes: { id: '{n} mnt', en: '{n} min' },
  cancelOrder: { id: 'Batalkan pesanan', en: 'Cancel Order' },
  cancelTitle: { id: 'Batalkan pesanan {orderno}?', en: 'Cancel order {orderno}?' },
  cancelBody: {
    id: 'Pesanan berakhir tanpa pembayaran, mejanya dibebaskan, dan dapur diberi tahu bahwa yang sudah dikirim batal. Pesanan tampil di daftar sebagai void.',
    en: 'The order ends unpaid, its tables are freed and the kitchen is told what it was sent is void. The order list shows it as a void.',
  },
  cancelReason: { id: 'Alasan pembatalan', en: 'Reason for cancelling' },
  keepIt: { id: 'Jangan batalkan', en: 'Keep the order' },
  noKitchen: { id: 'Dapur tidak menerima tiket', en: 'Kitchen gets no tickets' },
  noKitchenHelp: {
    id: 'Outlet ini belum punya printer atau layar dapur: sampaikan pesanan ke dapur secara langsung.',
    en: 'This outlet has no kitchen printer or kitchen screen: pass orders to the kitchen yourself.',
  },
  quickCash: { id: 'Tunai, langsung selesai', en: 'Cash, completes at once' },
  kitchenNotSent: { id: 'dapur tidak dikirimi tiket', en: 'the kitchen was sent nothing' },
  prebillCount: { id: 'Pre-bill dicetak {n}x', en: 'Pre-bill printed {n}x' },
  changeDue: { id: 'Kembalian {amount}', en: 'Change {amount}' },
  noteFor: { id: 'Catatan {name}', en: 'Note for {name}' },
  noteChips: { id: 'Chip catatan', en: 'Note chips' },
  noteChipsHelp: { id: 'Satu chip per baris, mis. less sugar', en: 'One chip a line, e.g. less sugar' },
  qtyPrefix: { id: 'Jumlah', en: 'Qty' },
  qtyFor: { id: 'Jumlah {name}', en: 'Quantity of {name}' },
} satisfies Record<string, Text>;
