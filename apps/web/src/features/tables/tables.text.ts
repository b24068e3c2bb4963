import type { Text } from '../../lib/i18n';

export const text = {
  title: { id: 'Meja Restoran', en: 'Restaurant Table' },
  addTitle: { id: 'Tambah meja', en: 'New table' },
  editTitle: { id: 'Ubah meja: {name}', en: 'Edit table: {name}' },
  outlet: { id: 'Outlet', en: 'Outlet' },
  tablename: { id: 'Nama meja', en: 'Table name' },
  tablecapacity: { id: 'Kapasitas', en: 'Capacity' },
  position: { id: 'Posisi', en: 'Position' },
  tableposcode: { id: 'Kode posisi', en: 'Position code' },
  tableposname: { id: 'Nama posisi', en: 'Position name' },
  newPosition: { id: '+ Posisi baru', en: '+ New position' },
  pickOutletFirst: { id: 'Pilih outlet dulu', en: 'Pick the outlet first' },
  positions: { id: 'Posisi', en: 'Positions' },
  positionsTitle: { id: 'Posisi meja: {outlet}', en: 'Table positions: {outlet}' },
  nourut: { id: 'Urutan', en: 'Order' },
  tables: { id: 'Meja', en: 'Tables' },
  addPosition: { id: 'Tambah posisi', en: 'Add position' },
} satisfies Record<string, Text>;
