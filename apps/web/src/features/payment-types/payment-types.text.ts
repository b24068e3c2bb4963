import type { Text } from '../../lib/i18n';

export const text = {
  title: { id: 'Jenis Pembayaran Restoran', en: 'Restaurant Payment Type' },
  addTitle: { id: 'Jenis pembayaran baru', en: 'New payment type' },
  editTitle: { id: 'Ubah: {code}', en: 'Edit: {code}' },
  codepayment: { id: 'Kode', en: 'Payment Code' },
  namepayment: { id: 'Nama pembayaran', en: 'Payment Name' },
  kodeacc: { id: 'Akun', en: 'Account#' },
  kodeaccNm: { id: 'Nama akun', en: 'Account Name' },
  nourut: { id: 'No. urut', en: 'Display Seq.#' },
  seq: { id: 'Urut', en: 'Seq.#' },
  iscash: { id: 'Tunai (menerima kembalian)', en: 'Cash (takes the change)' },
  cash: { id: 'Tunai', en: 'Cash' },
  newType: { id: 'Baru', en: 'New' },
} satisfies Record<string, Text>;
