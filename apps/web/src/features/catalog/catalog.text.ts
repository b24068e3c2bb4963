import type { Text } from '../../lib/i18n';

/** The catalogue screens' own words (shared ones are in lib/i18n.ts `common`). */
export const text = {
  // Menu categories
  categoriesTitle: { id: 'Kategori Menu', en: 'Menu Category' },
  categid: { id: 'Kode Kategori', en: 'Category Code' },
  categname: { id: 'Nama Kategori', en: 'Category Name' },
  nourut: { id: 'No. Tampilan', en: 'Display Number' },
  nourutField: { id: 'No. Urut Tampil', en: 'Display Seq.#' },
  addCategory: { id: 'Tambah kategori', en: 'New category' },
  editCategory: { id: 'Ubah kategori: {name}', en: 'Edit category: {name}' },
  closeForm: { id: 'Tutup Form', en: 'Close Form' },
  categoryLookup: { id: 'Daftar Kategori Menu', en: 'List of Menu Category' },
  searchCategory: { id: 'Cari kategori', en: 'Search category' },
  category: { id: 'Kategori', en: 'Category' },
  pickCategory: { id: 'Pilih kategori', en: 'Pick a category' },

  // Menus
  menusTitle: { id: 'Menu Restoran', en: 'Restaurant Menu' },
  menucode: { id: 'Kode Menu', en: 'Menu Code' },
  menuname: { id: 'Nama Menu', en: 'Menu Name' },
  menusize: { id: 'Ukuran', en: 'Menu Size' },
  hargajualstd: { id: 'Harga Standar', en: 'Standard Price' },
  kenapajakstd: { id: 'Kena PB1', en: 'TAX Applied' },
  pb1Applies: { id: 'Kena pajak PB1', en: 'PB1 applies' },
  salesacc: { id: 'Akun Penjualan#', en: 'Sales Account#' },
  salesAccount: { id: 'Akun penjualan', en: 'Sales account' },
  modified: { id: 'Diubah', en: 'Last Update' },
  menuimg: { id: 'Gambar', en: 'Image' },
  menuImage: { id: 'Gambar menu', en: 'Menu image' },
  menudesc: { id: 'Deskripsi', en: 'Description' },
  aktif: { id: 'Aktif (dijual)', en: 'Active (on sale)' },
  inactive: { id: 'Tidak aktif', en: 'Inactive' },
  addMenu: { id: 'Tambah menu', en: 'New menu' },
  editMenu: { id: 'Ubah menu: {name}', en: 'Edit menu: {name}' },
  viewMenu: { id: 'Lihat menu: {name}', en: 'View menu: {name}' },
  sectionMenu: { id: 'Menu', en: 'Menu' },
  sectionPrice: { id: 'Harga & akun', en: 'Price & account' },
  outletPrices: { id: 'Harga per outlet', en: 'Outlet prices' },
  outletPricesHint: {
    id: 'Outlet tanpa baris memakai harga standar dan PB1 standar.',
    en: 'Outlets without a row sell at the standard price with the standard PB1.',
  },
  addOutlet: { id: 'Tambah outlet', en: 'Add outlet' },
  outlet: { id: 'Outlet', en: 'Outlet' },
  address: { id: 'Alamat', en: 'Address' },
  province: { id: 'Provinsi', en: 'Province' },
  hargajual: { id: 'Harga jual', en: 'Price' },
  kenapajak: { id: 'PB1', en: 'PB1' },
  removeRow: { id: 'Buang baris', en: 'Remove row' },
  menuLookup: { id: 'Daftar Menu Restoran', en: 'List of Restaurant Menu' },
  addAllMenus: { id: 'Tambah semua menu', en: 'Add all menus' },

  // Modifier groups of a menu
  modifiersTitle: { id: 'Pilihan (modifier)', en: 'Options (modifiers)' },
  modifiersHint: {
    id: 'Kasir memilih dari grup ini saat menu diketuk. Perubahan harga ditambahkan ke harga outlet; boleh negatif.',
    en: 'The till asks for these when the menu is tapped. A price change is added to the outlet price; it may be negative.',
  },
  modifiersNone: { id: 'Menu ini tanpa pilihan: satu ketukan menambahkannya.', en: 'No options: one tap adds this menu.' },
  addGroup: { id: 'Tambah grup', en: 'Add group' },
  removeGroup: { id: 'Hapus grup', en: 'Delete group' },
  groupname: { id: 'Nama grup', en: 'Group name' },
  minchoice: { id: 'Min. pilih', en: 'At least' },
  maxchoice: { id: 'Maks. pilih', en: 'At most' },
  addOption: { id: 'Tambah pilihan', en: 'Add option' },
  removeOption: { id: 'Hapus pilihan', en: 'Delete option' },
  modname: { id: 'Pilihan', en: 'Option' },
  pricechange: { id: 'Perubahan harga', en: 'Price change' },
  saveModifiers: { id: 'Perbarui pilihan', en: 'Update options' },

  // GL accounts
  accountsNav: { id: 'Akun GL', en: 'GL accounts' },

  // Master items
  itemsNav: { id: 'Master item', en: 'Master items' },

  // Employees and companies
} satisfies Record<string, Text>;
