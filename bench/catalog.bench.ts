// The catalogue's figures: with 10,000 menus, a filtered and sorted menu list page through the API
// (issue target p95 < 25 ms) on PGlite and PostgreSQL, plus the detail, the lookup's 'add all menus'
// and the export, which have no target but show how the catalogue scales.

import { menuCategories, menuOutlets, menus } from '../apps/server/src/db/schema/index.js';
import { createTestApp } from '../apps/server/src/test/harness.js';
import { type Figure, now, postgresUrl, printFigures, sample, summarize, withDatabaseUrl } from './support/stats.js';

const MENUS = 10_000;
const WORDS = ['Nasi', 'Mie', 'Ayam', 'Sate', 'Soto', 'Es', 'Kopi', 'Teh', 'Bakso', 'Ikan', 'Sapi', 'Tahu', 'Tempe', 'Udang', 'Jus'];
const STYLES = ['Goreng', 'Bakar', 'Rebus', 'Penyet', 'Susu', 'Manis', 'Pedas', 'Kuah', 'Spesial', 'Kampung'];
const figures: Figure[] = [];

/**
 * A picture of the size an uploaded 160x100 photo has (about 12 KB as a data URL): the upload
 * screen resizes photos to that box, and values that large live out of the table's rows.
 */
function photoSizedImage(seed: number): string {
  let x = seed + 1;
  const rand = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const rects = Array.from({ length: 220 }, () => {
    const [px, py, w, h] = [rand() * 160, rand() * 100, 4 + rand() * 30, 4 + rand() * 20].map((v) => v.toFixed(1));
    return `<rect x="${px}" y="${py}" width="${w}" height="${h}" fill="#${Math.floor(rand() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100">${rects}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

async function catalogue(kind: string, databaseUrl: string | undefined): Promise<void> {
  const t = await withDatabaseUrl(databaseUrl, () => createTestApp());
  try {
    const compcode = t.ids!.compcode;
    const categories = Array.from({ length: 20 }, (_, i) => ({
      compcode,
      categid: `BC${i}`,
      categname: `Bench Category ${i}`,
      nourut: 10 + i,
    }));
    await t.database.db.insert(menuCategories).values(categories);
    const images = Array.from({ length: 50 }, (_, i) => photoSizedImage(i));
    let seeded = now();
    for (let from = 0; from < MENUS; from += 1_000) {
      const rows = Array.from({ length: 1_000 }, (_, k) => {
        const i = from + k;
        return {
          compcode,
          menucode: `BM${String(i).padStart(5, '0')}`,
          menuname: `${WORDS[i % WORDS.length]} ${STYLES[Math.floor(i / WORDS.length) % STYLES.length]} ${i}`,
          menusize: i % 4 === 0 ? 'L' : 'R',
          menudesc: `<p>Bench menu ${i}</p>`,
          menucateg: categories[i % categories.length].categid,
          salesacc: '41',
          hargajualstd: 8_000 + (i % 88) * 1_000,
          kenapajakstd: i % 9 === 0 ? 0 : 1,
          menuimg: images[i % images.length],
        };
      });
      const ids = await t.database.db.insert(menus).values(rows).returning({ menuid: menus.menuid });
      await t.database.db
        .insert(menuOutlets)
        .values(
          ids.flatMap((m, k) =>
            t.ids!.outletIds.slice(0, 1 + (k % 3)).map((outletid) => ({ menuid: m.menuid, outletid, hargajual: 10_000 + k, kenapajak: 1 })),
          ),
        );
    }
    const seedSeconds = (now() - seeded) / 1000;
    seeded = now();
    await t.database.exec('ANALYZE restomenu; ANALYZE restomenuoutlet; ANALYZE restomenucategory;');

    const admin = await t.login('admin');
    const pages = [
      ['name filter, price sort', '/api/restomenu?page=3&limit=10&sortBy=hargajualstd&sortDir=desc&menuname=ayam'],
      ['category filter, name sort', '/api/restomenu?page=5&limit=10&sortBy=menuname&sortDir=asc&menucateg=BC7'],
      [
        'category name filter, code sort',
        '/api/restomenu?page=2&limit=10&sortBy=menucode&sortDir=desc&categname=category%201&menuname=goreng',
      ],
      ['no filter, category sort, deep page', '/api/restomenu?page=400&limit=10&sortBy=categname&sortDir=asc'],
    ] as const;
    for (const [label, url] of pages) {
      const check = await admin.get(url);
      if (check.status !== 200 || check.body.list.length !== 10)
        throw new Error(`${url} answered ${check.status}: ${check.text.slice(0, 200)}`);
      const s = summarize(await sample(() => admin.get(url), 300, 30));
      figures.push({
        name: `menu list page, ${MENUS.toLocaleString('en')} menus, ${label}, p95 (${kind})`,
        value: s.p95,
        unit: 'ms',
        target: 25,
        note: `p50 ${s.p50.toFixed(2)} ms`,
      });
    }

    const menuid = (await admin.get('/api/restomenu?menuname=Sate&limit=1')).body.list[0].menuid;
    const detail = summarize(await sample(() => admin.get(`/api/restomenu/detail/${menuid}`), 200, 20));
    figures.push({ name: `menu detail p95 (${kind})`, value: detail.p95, unit: 'ms', note: `p50 ${detail.p50.toFixed(2)} ms` });

    const all = summarize(await sample(() => admin.get('/api/restomenu?page=1&limit=10000&noimage=1'), 10, 2));
    figures.push({ name: `'add all menus' (limit 10,000, no images) p50 (${kind})`, value: all.p50, unit: 'ms' });

    const started = now();
    const xlsx = await admin.get('/api/restomenu/exportxls?sortBy=menuname');
    if (xlsx.status !== 200) throw new Error(`export answered ${xlsx.status}`);
    figures.push({
      name: `menu export, ${MENUS.toLocaleString('en')} rows (${kind})`,
      value: (now() - started) / 1000,
      unit: 's',
      note: `${Math.round(xlsx.raw.length / 1024)} KB; seeding took ${seedSeconds.toFixed(1)} s`,
    });
  } finally {
    await t.close();
  }
}

await catalogue('PGlite', undefined);
const pgUrl = await postgresUrl();
if (pgUrl) await catalogue('PostgreSQL', pgUrl);
else figures.push({ name: 'menu list page (PostgreSQL)', value: Number.NaN, unit: 'ms', note: 'skipped: no PostgreSQL server reachable' });
const met = printFigures('Catalogue', figures);
process.exit(met ? 0 : 1);
