import type { Text } from '../../lib/i18n';

export const text = {
  accountsTitle: { id: 'Akun GL', en: 'GL Accounts' },
  addAccount: { id: 'Tambah akun', en: 'New account' },
  closeForm: { id: 'Tutup Form', en: 'Close Form' },
  codeFixed: { id: 'Kode akun tidak dapat diubah.', en: 'An account code cannot be changed.' },
  editAccount: { id: 'Ubah akun: {name}', en: 'Edit account: {name}' },
  kodeacc: { id: 'Kode Akun', en: 'Account#' },
  namaacc: { id: 'Nama Akun', en: 'Account Name' },
  tahun: { id: 'Tahun buku', en: 'Fiscal year' },
} satisfies Record<string, Text>;
