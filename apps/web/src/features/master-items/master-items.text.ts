import type { Text } from '../../lib/i18n';

export const text = {
  addItem: { id: 'Tambah item', en: 'New item' },
  closeForm: { id: 'Tutup Form', en: 'Close Form' },
  editItem: { id: 'Ubah item: {name}', en: 'Edit item: {name}' },
  headcategory: { id: 'Kategori Induk', en: 'Head Category' },
  importRows: { id: 'Baris {row}: {field} {message}', en: 'Row {row}: {field} {message}' },
  importXlsx: { id: 'Impor .xlsx', en: 'Import .xlsx' },
  invunitom: { id: 'Satuan', en: 'Unit' },
  itemcategory: { id: 'Kategori Item', en: 'Item Category' },
  itemname: { id: 'Nama Item', en: 'Item Name' },
  itemsTitle: { id: 'Master Item', en: 'Master Items' },
  jasa: { id: 'Jenis', en: 'Type' },
  lastprice: { id: 'Harga Terakhir', en: 'Last Price' },
  material: { id: 'Material', en: 'Material' },
  partnumber: { id: 'Kode Item', en: 'Part Number' },
  service: { id: 'Jasa', en: 'Service' },
  importHint: {
    id: 'Baris pertama berisi judul kolom: Part Number, Item Name, Unit, Item Category, Head Category, Type, Last Price. Hasil ekspor dapat dipakai sebagai templat.',
    en: 'The first row names the columns: Part Number, Item Name, Unit, Item Category, Head Category, Type, Last Price. An export serves as a template.',
  },
} satisfies Record<string, Text>;
