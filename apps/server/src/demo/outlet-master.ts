import type { Db } from '../db/client.js';
import { customers, paymentTypes, restoTables, tablePositions } from '../db/schema/index.js';
import type { DemoIds } from './foundation.js';

interface PositionDemo {
  code: string;
  name: string;
  /** Table name prefix and how many tables the position holds. */
  prefix: string;
  tables: number;
  padded: boolean;
}

const INDOOR = (tables: number): PositionDemo => ({ code: 'IN', name: 'Indoor', prefix: 'T', tables, padded: true });

/** Per SAJI outlet (in DemoIds order), then the DUA outlet. */
const SAJI_LAYOUTS: PositionDemo[][] = [
  [
    INDOOR(12),
    { code: 'OUT', name: 'Teras', prefix: 'O', tables: 8, padded: true },
    { code: 'VIP', name: 'VIP Lantai 2', prefix: 'VIP', tables: 3, padded: false },
  ],
  [INDOOR(10), { code: 'LT2', name: 'Lantai 2', prefix: 'L', tables: 9, padded: true }],
  [
    INDOOR(8),
    { code: 'OUT', name: 'Garden', prefix: 'O', tables: 10, padded: true },
    { code: 'VIP', name: 'VIP', prefix: 'VIP', tables: 2, padded: false },
  ],
];
const DUA_LAYOUT: PositionDemo[] = [INDOOR(6), { code: 'OUT', name: 'Teras', prefix: 'O', tables: 4, padded: true }];
const CAPACITIES = [2, 4, 4, 6, 2, 4, 8, 4];

/** [code, name, GL account, cash] */
const PAYMENT_TYPES: [string, string, string, boolean][] = [
  ['CASH', 'CASH', '1', true],
  ['DBCA', 'DEBIT BCA', '11', false],
  ['DMDR', 'DEBIT MANDIRI', '12', false],
  ['CC', 'CREDIT CARD', '13', false],
  ['QRIS', 'QRIS', '14', false],
  ['GOPAY', 'GOPAY', '15', false],
  ['OVO', 'OVO', '15', false],
];

/** Indonesian given and family names of the demo customers (the customer benchmark draws on them too). */
export const FIRST_NAMES = [
  'Budi',
  'Siti',
  'Agus',
  'Dewi',
  'Rina',
  'Andi',
  'Putri',
  'Joko',
  'Wulan',
  'Hendra',
  'Nur',
  'Yusuf',
  'Intan',
  'Bayu',
  'Fitri',
  'Rizky',
  'Lestari',
  'Dimas',
  'Ayu',
  'Teguh',
  'Sri',
  'Made',
  'Komang',
  'Ketut',
  'Asep',
  'Ujang',
  'Nining',
  'Eko',
  'Ratna',
  'Fajar',
  'Galih',
  'Indah',
  'Kurnia',
  'Maya',
  'Nanda',
  'Oktavia',
  'Pratiwi',
  'Rudi',
  'Samsul',
  'Tika',
];
export const LAST_NAMES = [
  'Santoso',
  'Wijaya',
  'Pratama',
  'Saputra',
  'Hidayat',
  'Kusuma',
  'Nugroho',
  'Setiawan',
  'Sari',
  'Utami',
  'Hakim',
  'Siregar',
  'Nasution',
  'Simanjuntak',
  'Gunawan',
  'Halim',
  'Suryadi',
  'Wibowo',
  'Purnomo',
  'Hartono',
  'Lubis',
  'Rahman',
  'Susanto',
  'Permana',
  'Kartika',
  'Wirawan',
  'Sudarsono',
  'Mahendra',
  'Anggraini',
  'Firmansyah',
];
/** [street names, city] per SAJI outlet, then DUA. */
const SAJI_PLACES: [string[], string][] = [
  [
    ['Jl. Senopati', 'Jl. Kemang Raya', 'Jl. Gatot Subroto', 'Jl. Tebet Barat', 'Jl. Cikini Raya', 'Jl. Fatmawati', 'Jl. Pluit Karang'],
    'Jakarta',
  ],
  [['Jl. Dago', 'Jl. Riau', 'Jl. Setiabudi', 'Jl. Buah Batu', 'Jl. Pasteur', 'Jl. Cihampelas'], 'Bandung'],
  [['Jl. Sunset Road', 'Jl. Kayu Aya', 'Jl. Raya Kerobokan', 'Jl. Petitenget', 'Jl. Batu Belig', 'Jl. Raya Legian'], 'Badung'],
];
const DUA_PLACES: [string[], string] = [
  ['Jl. Kaliurang', 'Jl. Parangtritis', 'Jl. Prawirotaman', 'Jl. Gejayan', 'Jl. Magelang'],
  'Yogyakarta',
];

/** A small seeded generator: the demo data is the same on every fresh start. */
function generator(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

function tablesOf(compcode: string, outletid: number, layout: PositionDemo[]) {
  const positions = layout.map((p, i) => ({ outletid, tableposcode: p.code, tableposname: p.name, nourut: i + 1 }));
  const tables = layout.flatMap((p) =>
    Array.from({ length: p.tables }, (_, i) => ({
      compcode,
      outletid,
      tablename: `${p.prefix}${p.padded ? String(i + 1).padStart(2, '0') : i + 1}`,
      tablecapacity: p.code === 'VIP' ? 8 : CAPACITIES[i % CAPACITIES.length],
      tableposcode: p.code,
      // One retired table per position shows what the Active filter is for.
      tableaktif: i === p.tables - 1 && p.tables > 6 ? ('0' as const) : ('1' as const),
    })),
  );
  return { positions, tables };
}

function customersOf(
  compcode: string,
  count: number,
  places: { outletid: number | null; streets: string[]; city: string }[],
  phoneBase: number,
  seed: number,
) {
  const pick = generator(seed);
  return Array.from({ length: count }, (_, i) => {
    const place = places[i % places.length];
    const name = `${FIRST_NAMES[pick(FIRST_NAMES.length)]} ${LAST_NAMES[pick(LAST_NAMES.length)]}`;
    return {
      compcode,
      customernm: name,
      // Phone numbers are unique per company: a running number on a mobile prefix.
      PhoneNo: `0${phoneBase + i * 7919}`,
      DeliveryAddr: `${place.streets[pick(place.streets.length)]} No. ${1 + pick(120)}`,
      City: place.city,
      // Every tenth customer belongs to no outlet: known to every outlet of the company.
      outletid: i % 10 === 9 ? null : place.outletid,
    };
  });
}

export async function seedOutletMaster(db: Db, ids: DemoIds): Promise<void> {
  const layouts = [
    ...ids.outletIds.map((outletid, i) => tablesOf(ids.compcode, outletid, SAJI_LAYOUTS[i % SAJI_LAYOUTS.length])),
    ...ids.otherOutletIds.map((outletid) => tablesOf(ids.otherCompcode, outletid, DUA_LAYOUT)),
  ];
  await db.insert(tablePositions).values(layouts.flatMap((l) => l.positions));
  await db.insert(restoTables).values(layouts.flatMap((l) => l.tables));

  await db.insert(paymentTypes).values(
    [ids.compcode, ids.otherCompcode].flatMap((compcode) =>
      PAYMENT_TYPES.map(([codepayment, namepayment, kodeacc, iscash], i) => ({
        compcode,
        codepayment,
        namepayment,
        kodeacc,
        iscash,
        nourut: i + 1,
      })),
    ),
  );

  const sajiPlaces = ids.outletIds.map((outletid, i) => {
    const [streets, city] = SAJI_PLACES[i % SAJI_PLACES.length];
    return { outletid, streets, city };
  });
  const duaPlaces = ids.otherOutletIds.map((outletid) => ({ outletid, streets: DUA_PLACES[0], city: DUA_PLACES[1] }));
  const rows = [
    ...customersOf(ids.compcode, 300, sajiPlaces, 8_111_000_001, 7),
    ...customersOf(ids.otherCompcode, 40, duaPlaces, 8_131_000_001, 11),
  ];
  for (let i = 0; i < rows.length; i += 500) await db.insert(customers).values(rows.slice(i, i + 500));
}
