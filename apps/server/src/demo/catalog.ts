import type { Db } from '../db/client.js';
import { masterItems, menuCategories, menuOutlets, menus } from '../db/schema/index.js';
import { drawnImage } from '../platform/images.js';
import type { DemoIds } from './foundation.js';

interface CategoryDemo {
  categid: string;
  categname: string;
  nourut: number;
  salesacc: string;
  colour: string;
  codePrefix: string;
}

const CATEGORIES: CategoryDemo[] = [
  { categid: 'FOOD', categname: 'Food', nourut: 1, salesacc: '41', colour: '#E65100', codePrefix: 'F' },
  { categid: 'BEV', categname: 'Beverage', nourut: 2, salesacc: '42', colour: '#0277BD', codePrefix: 'B' },
  { categid: 'COFFEE', categname: 'Coffee', nourut: 3, salesacc: '42', colour: '#4E342E', codePrefix: 'C' },
  { categid: 'DESSERT', categname: 'Dessert', nourut: 4, salesacc: '43', colour: '#AD1457', codePrefix: 'D' },
  { categid: 'SNACK', categname: 'Snack', nourut: 5, salesacc: '44', colour: '#558B2F', codePrefix: 'S' },
];

/** [name, standard price, size, short description] per category. */
const MENUS: Record<string, [string, number, string, string][]> = {
  FOOD: [
    ['Nasi Goreng Kampung', 35000, 'R', 'Nasi goreng bumbu terasi dengan telur ceplok, ayam suwir dan kerupuk.'],
    ['Nasi Goreng Seafood', 45000, 'R', 'Nasi goreng dengan udang, cumi dan sayuran.'],
    ['Mie Goreng Jawa', 32000, 'R', 'Mie kuning dimasak dengan kecap, kol dan ayam.'],
    ['Mie Ayam Bakso', 28000, 'R', 'Mie ayam jamur dengan dua butir bakso sapi.'],
    ['Sate Ayam Madura', 38000, 'R', 'Sepuluh tusuk sate ayam dengan bumbu kacang dan lontong.'],
    ['Sate Kambing', 55000, 'R', 'Sate kambing muda dengan kecap, bawang merah dan cabai rawit.'],
    ['Ayam Bakar Taliwang', 52000, 'R', 'Ayam kampung bakar pedas khas Lombok dengan plecing kangkung.'],
    ['Ayam Penyet', 33000, 'R', 'Ayam goreng penyet dengan sambal bawang, tahu dan tempe.'],
    ['Bebek Goreng Sambal Ijo', 58000, 'R', 'Bebek goreng renyah dengan sambal cabai hijau.'],
    ['Soto Betawi', 42000, 'R', 'Soto daging sapi berkuah santan dan susu.'],
    ['Soto Ayam Lamongan', 30000, 'R', 'Soto ayam bening dengan koya dan telur rebus.'],
    ['Rawon Surabaya', 45000, 'R', 'Sup daging sapi berkuah kluwek dengan tauge dan telur asin.'],
    ['Gado-Gado', 30000, 'R', 'Sayuran rebus, lontong dan telur dengan bumbu kacang.'],
    ['Rendang Sapi', 62000, 'R', 'Rendang daging sapi dimasak perlahan dengan nasi putih.'],
    ['Nasi Uduk Komplit', 36000, 'R', 'Nasi uduk dengan ayam goreng, orek tempe dan sambal kacang.'],
    ['Nasi Campur Bali', 48000, 'R', 'Nasi dengan ayam betutu, sate lilit, lawar dan sambal matah.'],
    ['Ikan Bakar Jimbaran', 95000, 'L', 'Ikan kakap bakar bumbu Jimbaran untuk berbagi.'],
    ['Sop Buntut', 85000, 'R', 'Sop buntut sapi dengan wortel, kentang dan emping.'],
    ['Gulai Kambing', 58000, 'R', 'Gulai kambing berkuah kuning rempah.'],
    ['Nasi Liwet Sunda', 45000, 'R', 'Nasi liwet teri dengan ayam goreng, lalapan dan sambal.'],
    ['Iga Bakar', 89000, 'R', 'Iga sapi bakar madu dengan sambal dan nasi.'],
    ['Capcay Goreng', 34000, 'R', 'Tumis aneka sayuran dengan ayam dan udang.'],
    ['Kwetiau Goreng', 36000, 'R', 'Kwetiau goreng dengan telur, sawi dan bakso ikan.'],
    ['Pecel Lele', 27000, 'R', 'Lele goreng dengan sambal terasi dan lalapan.'],
  ],
  BEV: [
    ['Es Teh Manis', 8000, 'R', 'Teh melati manis dengan es.'],
    ['Teh Tarik', 18000, 'R', 'Teh susu yang ditarik hingga berbusa.'],
    ['Es Jeruk', 15000, 'R', 'Perasan jeruk segar dengan es.'],
    ['Jus Alpukat', 25000, 'R', 'Jus alpukat dengan susu kental manis cokelat.'],
    ['Jus Mangga', 22000, 'R', 'Jus mangga harum manis.'],
    ['Es Kelapa Muda', 20000, 'R', 'Air dan daging kelapa muda dengan sirup gula.'],
    ['Wedang Jahe', 15000, 'R', 'Minuman jahe hangat dengan gula aren.'],
    ['Bandrek', 16000, 'R', 'Minuman hangat jahe, kayu manis dan santan khas Sunda.'],
    ['Es Cincau', 14000, 'R', 'Cincau hijau dengan santan dan gula merah.'],
    ['Air Mineral', 8000, 'R', 'Air mineral botol 600 ml.'],
    ['Es Soda Gembira', 20000, 'R', 'Soda, sirup merah dan susu kental manis.'],
    ['Lemon Tea', 16000, 'L', 'Teh lemon dingin ukuran besar.'],
  ],
  COFFEE: [
    ['Kopi Susu Gula Aren', 25000, 'R', 'Espresso, susu segar dan gula aren.'],
    ['Kopi Tubruk', 12000, 'R', 'Kopi robusta tubruk dengan gula.'],
    ['Espresso', 20000, 'R', 'Satu shot espresso arabika Gayo.'],
    ['Cappuccino', 30000, 'R', 'Espresso dengan susu dan busa susu tebal.'],
    ['Caffe Latte', 30000, 'R', 'Espresso dengan susu yang lembut.'],
    ['Es Kopi Susu', 22000, 'L', 'Kopi susu dingin ukuran besar.'],
    ['Americano', 24000, 'R', 'Espresso dengan air panas.'],
    ['Vietnam Drip', 26000, 'R', 'Kopi tetes dengan susu kental manis.'],
  ],
  DESSERT: [
    ['Es Campur', 22000, 'R', 'Serutan es dengan buah, kolang-kaling dan sirup.'],
    ['Es Teler', 25000, 'R', 'Alpukat, nangka dan kelapa muda dengan santan.'],
    ['Klepon', 15000, 'R', 'Bola ketan isi gula merah dengan kelapa parut.'],
    ['Pisang Goreng Keju', 20000, 'R', 'Pisang kepok goreng dengan keju dan cokelat.'],
    ['Martabak Manis Cokelat', 45000, 'L', 'Martabak manis tebal dengan cokelat dan kacang.'],
    ['Dadar Gulung', 14000, 'R', 'Dadar pandan isi unti kelapa.'],
    ['Es Doger', 18000, 'R', 'Es serut santan dengan tape dan ketan hitam.'],
    ['Kolak Pisang', 16000, 'R', 'Pisang dan ubi dalam kuah santan gula aren.'],
  ],
  SNACK: [
    ['Tahu Isi', 15000, 'R', 'Tahu goreng isi sayuran dengan cabai rawit.'],
    ['Bakwan Sayur', 12000, 'R', 'Gorengan sayuran renyah.'],
    ['Tempe Mendoan', 14000, 'R', 'Tempe tipis goreng tepung setengah matang dengan kecap.'],
    ['Lumpia Semarang', 24000, 'R', 'Lumpia rebung dan udang dengan saus kental.'],
    ['Risoles Ragout', 18000, 'R', 'Risoles isi ragout ayam dan sayuran.'],
    ['Kentang Goreng', 20000, 'R', 'Kentang goreng dengan saus sambal.'],
    ['Cireng Rujak', 13000, 'R', 'Cireng renyah dengan bumbu rujak.'],
    ['Otak-Otak', 22000, 'R', 'Otak-otak ikan tenggiri bakar dengan saus kacang.'],
  ],
};

// Menus that many outlets sell without PB1 (packaged goods are taxed at source).
const NO_PB1 = new Set(['Air Mineral', 'Kopi Tubruk', 'Klepon']);

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const initials = (name: string) =>
  name
    .split(/[\s-]+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

/** A small drawn picture per menu: a plate on the category's colour with the menu's initials. */
export function menuImage(name: string, colour: string): Promise<string> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">` +
    `<rect width="160" height="100" rx="8" fill="${colour}"/>` +
    `<circle cx="80" cy="46" r="30" fill="#fff" opacity=".92"/><circle cx="80" cy="46" r="22" fill="none" stroke="${colour}" stroke-width="2" opacity=".5"/>` +
    `<text x="80" y="54" font-family="Arial,sans-serif" font-size="22" font-weight="bold" text-anchor="middle" fill="${colour}">${escapeXml(initials(name))}</text>` +
    `<text x="80" y="92" font-family="Arial,sans-serif" font-size="10" text-anchor="middle" fill="#fff">${escapeXml(name.slice(0, 26))}</text>` +
    `</svg>`;
  // Stored as every upload is: redrawn as WebP (SVG is not accepted as a stored picture).
  return drawnImage(svg, 'webp');
}

/** Rounds an outlet price to the 500 rupiah that menus are priced in. */
const roundPrice = (n: number) => Math.round(n / 500) * 500;

/** [partnumber, itemname, unit, itemcategory, headcategory, jasa, lastprice] */
const ITEMS: [string, string, string, string, string, 0 | 1, number][] = [
  ['BB-001', 'Beras Pandan Wangi', 'KG', 'Bahan Pokok', 'BAHAN BAKU', 0, 15500],
  ['BB-002', 'Beras Ketan Putih', 'KG', 'Bahan Pokok', 'BAHAN BAKU', 0, 18000],
  ['BB-003', 'Minyak Goreng Sawit', 'LTR', 'Bahan Pokok', 'BAHAN BAKU', 0, 17500],
  ['BB-004', 'Gula Pasir', 'KG', 'Bahan Pokok', 'BAHAN BAKU', 0, 16500],
  ['BB-005', 'Gula Aren Cair', 'LTR', 'Bahan Pokok', 'BAHAN BAKU', 0, 42000],
  ['BB-006', 'Tepung Terigu', 'KG', 'Bahan Pokok', 'BAHAN BAKU', 0, 12500],
  ['BB-007', 'Tepung Beras', 'KG', 'Bahan Pokok', 'BAHAN BAKU', 0, 14000],
  ['BB-008', 'Telur Ayam', 'KG', 'Bahan Pokok', 'BAHAN BAKU', 0, 29000],
  ['BB-009', 'Santan Kelapa', 'LTR', 'Bahan Pokok', 'BAHAN BAKU', 0, 24000],
  ['BB-010', 'Kecap Manis', 'LTR', 'Bahan Pokok', 'BAHAN BAKU', 0, 32000],
  ['DG-001', 'Daging Ayam Broiler', 'KG', 'Daging & Unggas', 'BAHAN BAKU', 0, 38000],
  ['DG-002', 'Ayam Kampung', 'EKOR', 'Daging & Unggas', 'BAHAN BAKU', 0, 85000],
  ['DG-003', 'Daging Sapi Has Dalam', 'KG', 'Daging & Unggas', 'BAHAN BAKU', 0, 145000],
  ['DG-004', 'Iga Sapi', 'KG', 'Daging & Unggas', 'BAHAN BAKU', 0, 120000],
  ['DG-005', 'Buntut Sapi', 'KG', 'Daging & Unggas', 'BAHAN BAKU', 0, 150000],
  ['DG-006', 'Daging Kambing', 'KG', 'Daging & Unggas', 'BAHAN BAKU', 0, 140000],
  ['DG-007', 'Bebek Potong', 'EKOR', 'Daging & Unggas', 'BAHAN BAKU', 0, 75000],
  ['SF-001', 'Udang Vaname', 'KG', 'Seafood', 'BAHAN BAKU', 0, 95000],
  ['SF-002', 'Cumi Segar', 'KG', 'Seafood', 'BAHAN BAKU', 0, 80000],
  ['SF-003', 'Ikan Kakap Merah', 'KG', 'Seafood', 'BAHAN BAKU', 0, 110000],
  ['SF-004', 'Ikan Lele', 'KG', 'Seafood', 'BAHAN BAKU', 0, 28000],
  ['SF-005', 'Ikan Tenggiri Giling', 'KG', 'Seafood', 'BAHAN BAKU', 0, 90000],
  ['SY-001', 'Kangkung', 'IKAT', 'Sayuran', 'BAHAN BAKU', 0, 4000],
  ['SY-002', 'Kol', 'KG', 'Sayuran', 'BAHAN BAKU', 0, 9000],
  ['SY-003', 'Tauge', 'KG', 'Sayuran', 'BAHAN BAKU', 0, 12000],
  ['SY-004', 'Wortel', 'KG', 'Sayuran', 'BAHAN BAKU', 0, 14000],
  ['SY-005', 'Kentang', 'KG', 'Sayuran', 'BAHAN BAKU', 0, 18000],
  ['SY-006', 'Sawi Hijau', 'KG', 'Sayuran', 'BAHAN BAKU', 0, 11000],
  ['SY-007', 'Tahu Putih', 'PCS', 'Sayuran', 'BAHAN BAKU', 0, 1500],
  ['SY-008', 'Tempe', 'PCS', 'Sayuran', 'BAHAN BAKU', 0, 6000],
  ['BM-001', 'Bawang Merah', 'KG', 'Bumbu', 'BAHAN BAKU', 0, 38000],
  ['BM-002', 'Bawang Putih', 'KG', 'Bumbu', 'BAHAN BAKU', 0, 35000],
  ['BM-003', 'Cabai Merah Keriting', 'KG', 'Bumbu', 'BAHAN BAKU', 0, 45000],
  ['BM-004', 'Cabai Rawit', 'KG', 'Bumbu', 'BAHAN BAKU', 0, 55000],
  ['BM-005', 'Kemiri', 'KG', 'Bumbu', 'BAHAN BAKU', 0, 48000],
  ['BM-006', 'Terasi Udang', 'GR', 'Bumbu', 'BAHAN BAKU', 0, 90],
  ['BM-007', 'Kluwek', 'KG', 'Bumbu', 'BAHAN BAKU', 0, 60000],
  ['BM-008', 'Jahe', 'KG', 'Bumbu', 'BAHAN BAKU', 0, 28000],
  ['BM-009', 'Kacang Tanah', 'KG', 'Bumbu', 'BAHAN BAKU', 0, 30000],
  ['MN-001', 'Biji Kopi Arabika Gayo', 'KG', 'Minuman', 'BAHAN BAKU', 0, 220000],
  ['MN-002', 'Biji Kopi Robusta Lampung', 'KG', 'Minuman', 'BAHAN BAKU', 0, 120000],
  ['MN-003', 'Susu Segar', 'LTR', 'Minuman', 'BAHAN BAKU', 0, 21000],
  ['MN-004', 'Teh Melati', 'GR', 'Minuman', 'BAHAN BAKU', 0, 60],
  ['MN-005', 'Jeruk Peras', 'KG', 'Minuman', 'BAHAN BAKU', 0, 22000],
  ['MN-006', 'Alpukat Mentega', 'KG', 'Minuman', 'BAHAN BAKU', 0, 30000],
  ['MN-007', 'Air Mineral 600 ml', 'PCS', 'Minuman', 'BAHAN BAKU', 0, 3200],
  ['KM-001', 'Kotak Makan Kertas', 'PCS', 'Kemasan', 'KEMASAN', 0, 1800],
  ['KM-002', 'Gelas Plastik 16 oz', 'PCS', 'Kemasan', 'KEMASAN', 0, 900],
  ['KM-003', 'Gas LPG 12 kg', 'TABUNG', 'Energi', 'OPERASIONAL', 0, 210000],
  ['JS-001', 'Jasa Pest Control', 'BULAN', 'Jasa', 'OPERASIONAL', 1, 750000],
  ['JS-002', 'Jasa Laundry Serbet', 'KG', 'Jasa', 'OPERASIONAL', 1, 12000],
];

const OTHER_MENUS: [string, string, number, string][] = [
  ['FOOD', 'Gudeg Komplit', 32000, 'Gudeg nangka dengan ayam, telur dan krecek.'],
  ['FOOD', 'Nasi Kucing', 8000, 'Nasi kecil dengan sambal teri.'],
  ['FOOD', 'Bakmi Jawa Godog', 27000, 'Bakmi rebus dengan ayam kampung.'],
  ['FOOD', 'Sate Klathak', 45000, 'Sate kambing tusuk jeruji besi.'],
  ['BEV', 'Wedang Uwuh', 12000, 'Minuman rempah khas Imogiri.'],
  ['BEV', 'Es Teh Tawar', 5000, 'Teh tanpa gula dengan es.'],
  ['BEV', 'Kopi Joss', 10000, 'Kopi hitam dengan arang membara.'],
];

/** Menu categories, about sixty menus with pictures and outlet prices, and the ingredient list. */
export async function seedCatalog(db: Db, ids: DemoIds): Promise<void> {
  await db
    .insert(menuCategories)
    .values([
      ...CATEGORIES.map(({ categid, categname, nourut }) => ({ compcode: ids.compcode, categid, categname, nourut })),
      { compcode: ids.otherCompcode, categid: 'FOOD', categname: 'Makanan', nourut: 1 },
      { compcode: ids.otherCompcode, categid: 'BEV', categname: 'Minuman', nourut: 2 },
    ]);

  const mainMenus = CATEGORIES.flatMap((c) =>
    MENUS[c.categid].map(([menuname, price, menusize, desc], i) => ({
      compcode: ids.compcode,
      menucode: `${c.codePrefix}${String(i + 1).padStart(3, '0')}`,
      menuname,
      menusize,
      menudesc: `<p>${desc}</p>`,
      menucateg: c.categid,
      salesacc: c.salesacc,
      hargajualstd: price,
      kenapajakstd: NO_PB1.has(menuname) ? 0 : 1,
      colour: c.colour,
    })),
  );
  const otherColour = (categ: string) => (categ === 'FOOD' ? '#6D4C41' : '#00838F');
  const otherMenus = OTHER_MENUS.map(([categ, menuname, price, desc], i) => ({
    compcode: ids.otherCompcode,
    menucode: `WD${String(i + 1).padStart(2, '0')}`,
    menuname,
    menusize: 'R',
    menudesc: `<p>${desc}</p>`,
    menucateg: categ,
    salesacc: categ === 'FOOD' ? '41' : '42',
    hargajualstd: price,
    kenapajakstd: 1,
    colour: otherColour(categ),
  }));
  const pictured = await Promise.all(
    [...mainMenus, ...otherMenus].map(async ({ colour, ...m }) => ({ ...m, menuimg: await menuImage(m.menuname, colour) })),
  );
  const inserted = await db
    .insert(menus)
    .values(pictured)
    .returning({ menuid: menus.menuid, compcode: menus.compcode, hargajualstd: menus.hargajualstd, kenapajakstd: menus.kenapajakstd });

  // Every outlet sells every menu: without a row at the standard price and PB1. Rows give Seminyak
  // (a tourist area) dearer prices and Braga cheaper ones on some dishes, a few without PB1.
  const [senayan, braga, seminyak] = ids.outletIds;
  const rows = inserted.flatMap((m, i) => {
    if (m.compcode !== ids.compcode)
      return ids.otherOutletIds.map((outletid) => ({ menuid: m.menuid, outletid, hargajual: m.hargajualstd, kenapajak: 1 }));
    const out = [
      { menuid: m.menuid, outletid: senayan, hargajual: m.hargajualstd, kenapajak: m.kenapajakstd },
      { menuid: m.menuid, outletid: seminyak, hargajual: roundPrice(m.hargajualstd * 1.15), kenapajak: m.kenapajakstd },
    ];
    if (i % 3 !== 2)
      out.push({
        menuid: m.menuid,
        outletid: braga,
        hargajual: i % 3 === 0 ? roundPrice(m.hargajualstd * 0.95) : m.hargajualstd,
        kenapajak: i % 7 === 0 ? 0 : m.kenapajakstd,
      });
    return out;
  });
  await db.insert(menuOutlets).values(rows);

  await db.insert(masterItems).values([
    ...ITEMS.map(([partnumber, itemname, invunitom, itemcategory, headcategory, jasa, lastprice]) => ({
      compcode: ids.compcode,
      partnumber,
      itemname,
      invunitom,
      itemcategory,
      headcategory,
      jasa,
      lastprice,
    })),
    {
      compcode: ids.otherCompcode,
      partnumber: 'WD-001',
      itemname: 'Nangka Muda',
      invunitom: 'KG',
      itemcategory: 'Sayuran',
      headcategory: 'BAHAN BAKU',
      jasa: 0,
      lastprice: 12000,
    },
    {
      compcode: ids.otherCompcode,
      partnumber: 'WD-002',
      itemname: 'Krecek',
      invunitom: 'KG',
      itemcategory: 'Bumbu',
      headcategory: 'BAHAN BAKU',
      jasa: 0,
      lastprice: 65000,
    },
  ]);
}
