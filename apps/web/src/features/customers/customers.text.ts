import type { Text } from '../../lib/i18n';

export const text = {
  title: { id: 'Pelanggan Restoran', en: 'Restaurant Customer' },
  lookupTitle: { id: 'Daftar Pelanggan', en: 'List of Customer' },
  addTitle: { id: 'Pelanggan baru', en: 'New customer' },
  editTitle: { id: 'Ubah pelanggan: {name}', en: 'Edit customer: {name}' },
  customernm: { id: 'Nama pelanggan', en: 'Customer Name' },
  PhoneNo: { id: 'No. telepon', en: 'Phone No' },
  DeliveryAddr: { id: 'Alamat kirim', en: 'Delivery Address' },
  City: { id: 'Kota', en: 'City' },
  outlet: { id: 'Outlet', en: 'Outlet' },
  anyOutlet: { id: 'Semua outlet', en: 'Every outlet' },
  phoneHint: { id: '08…, +628… atau 628…', en: '08…, +628… or 628…' },
} satisfies Record<string, Text>;
