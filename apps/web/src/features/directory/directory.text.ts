import type { Text } from '../../lib/i18n';

export const text = {
  address: { id: 'Alamat', en: 'Address' },
  company: { id: 'Nama Perusahaan', en: 'Company Name' },
  companyLookup: { id: 'Daftar Perusahaan', en: 'List of Company' },
  crewname: { id: 'Nama Karyawan', en: 'Employee Name' },
  crewnik: { id: 'ID Karyawan', en: 'Employee ID' },
  departemen: { id: 'Departemen', en: 'Department' },
  employeeLookup: { id: 'Daftar Karyawan', en: 'List of Employee' },
  jabatan: { id: 'Jabatan', en: 'Job Title' },
  pangkat: { id: 'Posisi', en: 'Position' },
  phonefax: { id: 'Telp/Faks', en: 'Phone/Fax' },
} satisfies Record<string, Text>;
