import type { Db } from '../db/client.js';
import { accountingPeriods, companies, employees, glAccounts, outlets, outletUsers, userAccounts } from '../db/schema/index.js';
import { hashPassword } from '../platform/auth/passwords.js';

/** Works only in demo mode: the demo data is created only when SAJI_DEMO is on. */
export const DEMO_PASSWORD = 'saji-demo';

/** What later areas' demo data builds on. */
export interface DemoIds {
  compcode: string;
  outletIds: number[];
  otherCompcode: string;
  otherOutletIds: number[];
  /** Fiscal years the chart of accounts covers. */
  years: number[];
}

export const DEMO_ACCOUNTS: [string, string][] = [
  ['1', 'CASH'],
  ['2', 'Service Tax(PB1)'],
  ['4', 'Service Charge'],
  ['11', 'Bank BCA'],
  ['12', 'Bank Mandiri'],
  ['13', 'Piutang Kartu Kredit'],
  ['14', 'Piutang QRIS'],
  ['15', 'Piutang E-Wallet'],
  ['41', 'Penjualan Makanan'],
  ['42', 'Penjualan Minuman'],
  ['43', 'Penjualan Dessert'],
  ['44', 'Penjualan Lain-lain'],
  ['51', 'Harga Pokok Penjualan'],
];

// No demo outlet has a printer, so none sends kitchen tickets: each would fail and show on the till.
const outletBase = { servicepc: 5, pb1pc: 10, ServiceAcc: '4', TaxAcc: '2', maxdinetime: 90, kitchenorder: '0' as const };

export async function seedFoundation(db: Db): Promise<DemoIds> {
  const thisYear = new Date().getFullYear();
  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1];
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.insert(companies).values([
    {
      compcode: 'SAJI',
      company: 'PT Saji Rasa Nusantara',
      compaddr1: 'Jl. Jend. Sudirman Kav. 52',
      compaddr2: 'Senayan, Kebayoran Baru',
      compaddr3: 'Jakarta Selatan 12190',
      compphone: '021-5150-888',
      compfax: '021-5150-889',
      awalbln: 1,
    },
    {
      compcode: 'DUA',
      company: 'CV Warung Dua',
      compaddr1: 'Jl. Malioboro 21',
      compaddr3: 'Yogyakarta 55271',
      compphone: '0274-512-345',
      awalbln: 1,
    },
  ]);

  const mainOutlets = await db
    .insert(outlets)
    .values([
      {
        ...outletBase,
        compcode: 'SAJI',
        outletcode: 'JKT01',
        outletname: 'Saji Senayan',
        alamat1: 'Jl. Asia Afrika No. 8',
        alamat2: 'Gelora, Jakarta Pusat',
        provinsi: 'DKI Jakarta',
        outletcolor: '#1E88E5',
        header1: 'SAJI SENAYAN',
        header2: 'Jl. Asia Afrika No. 8, Jakarta',
        header3: 'NPWP 01.234.567.8-012.000',
        footer1: 'Terima kasih atas kunjungan Anda',
        footer2: 'Thank you for dining with us',
      },
      {
        ...outletBase,
        compcode: 'SAJI',
        outletcode: 'BDG01',
        outletname: 'Saji Braga',
        alamat1: 'Jl. Braga No. 45',
        alamat2: 'Sumur Bandung, Kota Bandung',
        provinsi: 'Jawa Barat',
        outletcolor: '#43A047',
        header1: 'SAJI BRAGA',
        header2: 'Jl. Braga No. 45, Bandung',
        footer1: 'Hatur nuhun!',
        maxdinetime: 120,
      },
      {
        ...outletBase,
        compcode: 'SAJI',
        outletcode: 'DPS01',
        outletname: 'Saji Seminyak',
        alamat1: 'Jl. Kayu Aya No. 17',
        alamat2: 'Seminyak, Kuta, Badung',
        provinsi: 'Bali',
        outletcolor: '#FB8C00',
        header1: 'SAJI SEMINYAK',
        header2: 'Jl. Kayu Aya No. 17, Bali',
        footer1: 'Suksma!',
        servicepc: 7,
      },
    ])
    .returning({ outletid: outlets.outletid });
  const [otherOutlet] = await db
    .insert(outlets)
    .values({
      ...outletBase,
      compcode: 'DUA',
      outletcode: 'YGY01',
      outletname: 'Warung Dua Malioboro',
      alamat1: 'Jl. Malioboro 21',
      alamat2: 'Gedong Tengen, Yogyakarta',
      provinsi: 'DI Yogyakarta',
      outletcolor: '#8E24AA',
      header1: 'WARUNG DUA',
      footer1: 'Matur nuwun',
      servicepc: 0,
    })
    .returning({ outletid: outlets.outletid });

  await db
    .insert(glAccounts)
    .values(
      ['SAJI', 'DUA'].flatMap((compcode) =>
        years.flatMap((tahun) => DEMO_ACCOUNTS.map(([kodeacc, namaacc]) => ({ compcode, tahun, kodeacc, namaacc }))),
      ),
    );
  // The year before last is closed in the books; everything since is open.
  await db
    .insert(accountingPeriods)
    .values(
      Array.from({ length: 12 }, (_, i) => ({ compcode: 'SAJI', tahun: thisYear - 2, bulan: i + 1, isclosed: true, closedBy: 'admin' })),
    );

  const crew = await db
    .insert(employees)
    .values([
      {
        compcode: 'SAJI',
        crewnik: 'EMP-0001',
        crewname: 'Ayu Lestari',
        crewmail: 'ayu@saji.example',
        crewhp: '081200000001',
        jabatan: 'Operations Director',
        pangkat: 'Director',
        departemen: 'Head Office',
      },
      {
        compcode: 'SAJI',
        crewnik: 'EMP-0002',
        crewname: 'Budi Santoso',
        crewmail: 'budi@saji.example',
        crewhp: '081200000002',
        jabatan: 'Outlet Manager',
        pangkat: 'Manager',
        departemen: 'Operations',
      },
      {
        compcode: 'SAJI',
        crewnik: 'EMP-0003',
        crewname: 'Citra Dewi',
        crewmail: 'citra@saji.example',
        crewhp: '081200000003',
        jabatan: 'Cashier',
        pangkat: 'Staff',
        departemen: 'Operations',
      },
      {
        compcode: 'SAJI',
        crewnik: 'EMP-0004',
        crewname: 'Dedi Kurniawan',
        crewhp: '081200000004',
        jabatan: 'Head Chef',
        pangkat: 'Supervisor',
        departemen: 'Kitchen',
      },
      {
        compcode: 'SAJI',
        crewnik: 'EMP-0005',
        crewname: 'Eka Putri',
        crewhp: '081200000005',
        jabatan: 'Cashier',
        pangkat: 'Staff',
        departemen: 'Operations',
      },
      {
        compcode: 'SAJI',
        crewnik: 'EMP-0006',
        crewname: 'Fajar Nugroho',
        crewhp: '081200000006',
        jabatan: 'Accountant',
        pangkat: 'Staff',
        departemen: 'Finance',
      },
      {
        compcode: 'SAJI',
        crewnik: 'EMP-0007',
        crewname: 'Gita Permata',
        crewhp: '081200000007',
        jabatan: 'Waiter',
        pangkat: 'Staff',
        departemen: 'Operations',
        terminated: true,
      },
      {
        compcode: 'DUA',
        crewnik: 'D-001',
        crewname: 'Hadi Wijaya',
        crewhp: '081300000001',
        jabatan: 'Owner',
        pangkat: 'Director',
        departemen: 'Management',
      },
    ])
    .returning({ crewkey: employees.crewkey, crewnik: employees.crewnik });
  const crewKey = (nik: string) => crew.find((c) => c.crewnik === nik)?.crewkey;

  await db.insert(userAccounts).values([
    {
      username: 'admin',
      compcode: 'SAJI',
      crewkey: crewKey('EMP-0001'),
      full_name: 'Ayu Lestari',
      email: 'ayu@saji.example',
      mobile: '081200000001',
      isAdmin: true,
      passwordHash,
    },
    {
      username: 'manager',
      compcode: 'SAJI',
      crewkey: crewKey('EMP-0002'),
      full_name: 'Budi Santoso',
      email: 'budi@saji.example',
      mobile: '081200000002',
      passwordHash,
    },
    {
      username: 'cashier',
      compcode: 'SAJI',
      crewkey: crewKey('EMP-0003'),
      full_name: 'Citra Dewi',
      email: 'citra@saji.example',
      mobile: '081200000003',
      passwordHash,
    },
    {
      username: 'admin2',
      compcode: 'DUA',
      crewkey: crewKey('D-001'),
      full_name: 'Hadi Wijaya',
      mobile: '081300000001',
      isAdmin: true,
      passwordHash,
    },
  ]);
  await db.insert(outletUsers).values([
    { compcode: 'SAJI', username: 'manager', outletid: mainOutlets[0].outletid, usergroup: 'manager' },
    { compcode: 'SAJI', username: 'cashier', outletid: mainOutlets[0].outletid, usergroup: 'cashier' },
  ]);

  return {
    compcode: 'SAJI',
    outletIds: mainOutlets.map((o) => o.outletid),
    otherCompcode: 'DUA',
    otherOutletIds: [otherOutlet.outletid],
    years,
  };
}
