import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus as menuTable } from '../../db/schema/index.js';
import { drawnImage } from '../../platform/images.js';
import { newMenuBody } from '../../test/fixtures/catalog.js';
import { type Agent, createTestApp, type TestApp } from '../../test/harness.js';

const dataUrl = (type: string, bytes: Buffer | string) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();

/** Menu pictures: checked and redrawn on upload, served at their own cacheable address, never inline. */
describe('menu pictures', () => {
  let t: TestApp;
  let admin: Agent;
  let cashier: Agent;
  let admin2: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, cashier, admin2] = await Promise.all([t.login('admin'), t.login('cashier'), t.login('admin2')]);
  });
  afterAll(() => t.close());

  const save = (menucode: string, menuimg: string | null, over: object = {}) =>
    admin.post('/api/restomenu', newMenuBody(menucode, { menuimg, ...over }));
  const detailOf = async (menuid: number) => (await admin.get(`/api/restomenu/detail/${menuid}`)).body;

  it('answers the POS menu with picture addresses only, no data URLs', async () => {
    const res = await cashier.get('/api/restoorderho/menu');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('data:image');
    const withPicture = res.body.list.filter((m: { menuimg: string | null }) => m.menuimg);
    expect(withPicture.length).toBe(res.body.list.length);
    for (const m of withPicture) expect(m.menuimg).toMatch(new RegExp(`^/api/restomenu/image/${m.menuid}\\?v=[0-9a-f]{12}$`));
    const list = await admin.get('/api/restomenu?limit=100');
    expect(list.text).not.toContain('data:image');
  });

  it('serves a picture with its version as ETag, cached for good at its versioned address, 304 when unchanged', async () => {
    const { menuimg } = (await cashier.get('/api/restoorderho/menu?limit=1')).body.list[0];
    const res = await cashier.get(menuimg);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const version = new URL(menuimg, 'http://x').searchParams.get('v');
    expect(res.headers.etag).toBe(`"${version}"`);
    expect(await sharp(res.raw).metadata()).toMatchObject({ format: 'webp', width: 160, height: 100 });

    const again = await cashier.get(menuimg, { 'if-none-match': `"${version}"` });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    // Without the version (or an old one) the browser must ask again each time.
    const unversioned = await cashier.get(menuimg.replace(/\?.*$/, ''));
    expect(unversioned.headers['cache-control']).toBe('private, no-cache');
  });

  it("keeps other companies' pictures out, and answers 404 for a menu without one", async () => {
    const { menuimg } = (await cashier.get('/api/restoorderho/menu?limit=1')).body.list[0];
    expect((await admin2.get(menuimg)).status).toBe(404);
    expect((await t.anonymous.get(menuimg)).status).toBe(401);
    const bare = await save('PIC0', null);
    expect((await detailOf(bare.body.menuid)).menuimg).toBeNull();
    expect((await admin.get(`/api/restomenu/image/${bare.body.menuid}`)).status).toBe(404);
  });

  it('redraws an upload to fit 160x100 as WebP, and a new picture gets a new address', async () => {
    const saved = await save('PIC1', dataUrl('image/png', await picture(640, 200)));
    expect(saved.status).toBe(200);
    const first = (await detailOf(saved.body.menuid)).menuimg;
    const served = await admin.get(first);
    expect(await sharp(served.raw).metadata()).toMatchObject({ format: 'webp', width: 160, height: 50 });

    const changed = await save('PIC1', dataUrl('image/png', await picture(100, 100)), { menuid: saved.body.menuid });
    expect(changed.status).toBe(200);
    const second = (await detailOf(saved.body.menuid)).menuimg;
    expect(second).not.toBe(first);
    expect(await sharp((await admin.get(second)).raw).metadata()).toMatchObject({ width: 100, height: 100 });
  });

  it('keeps the stored picture when the form sends its address back, and removes it on null', async () => {
    const { menuid } = (await save('PIC2', dataUrl('image/png', await picture(32, 20)))).body;
    const detail = await detailOf(menuid);
    const edited = await admin.post('/api/restomenu', { ...detail, menuname: 'Renamed' });
    expect(edited.status).toBe(200);
    expect((await detailOf(menuid)).menuimg).toBe(detail.menuimg);
    // Another menu's address is no way to copy its picture.
    const other = await save('PIC3', detail.menuimg);
    expect(other.status).toBe(400);
    await admin.post('/api/restomenu', { ...detail, menuimg: null });
    expect((await detailOf(menuid)).menuimg).toBeNull();
  });

  it('refuses SVG, scripted or not, and text calling itself a PNG; a PNG polyglot is stored redrawn', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="10"><rect width="16" height="10"/></svg>';
    const plain = await save('PIC4', dataUrl('image/svg+xml', svg));
    expect(plain.status).toBe(400);
    expect(plain.body.details).toContainEqual({ field: 'menuimg', message: 'PNG, JPEG, GIF or WebP only' });
    const disguised = await save('PIC4', dataUrl('image/png', svg.replace('<rect', '<script>alert(1)</script><rect')));
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toBe('menuimg: SVG images are not accepted, use PNG, JPEG, GIF or WebP');
    const fake = await save('PIC4', dataUrl('image/png', '<html><body onload="alert(1)">hi</body></html>'));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('menuimg: only images can be uploaded');

    const polyglot = Buffer.concat([await picture(20, 20), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const saved = await save('PIC4', dataUrl('image/png', polyglot));
    expect(saved.status).toBe(200);
    const [row] = await t.database.db.select({ menuimg: menuTable.menuimg }).from(menuTable).where(eq(menuTable.menuid, saved.body.menuid));
    expect(row.menuimg).toMatch(/^data:image\/webp;base64,/);
    const stored = Buffer.from(String(row.menuimg).split(',')[1], 'base64');
    expect(stored.equals(polyglot)).toBe(false);
    expect(stored.toString('latin1')).not.toContain('script');
  });

  it('answers the POS menu of 1,000 pictured menus in about 200 bytes a menu, and gzipped in far less than 200 KB', async () => {
    const menuimg = await drawnImage(
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="#6d4c41"/></svg>',
      'webp',
    );
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      compcode: 'SAJI',
      menucode: `K${String(i).padStart(4, '0')}`,
      // Names as long as the bench's and a real menu's ('Nasi Goreng Kampung' is 19).
      menuname: `Nasi Goreng ${String(i).padStart(4, '0')}`,
      menusize: 'R',
      menucateg: 'FOOD',
      salesacc: '41',
      hargajualstd: 25_000 + i,
      menuimg,
    }));
    await t.database.db.insert(menuTable).values(rows);
    const res = await cashier.get('/api/restoorderho/menu');
    const menus = res.body.meta.total;
    expect(menus).toBeGreaterThanOrEqual(1000);
    expect(res.text).not.toContain('data:image');
    // Was the pictures themselves: 34 MB for 100 menus with large ones.
    const json = Buffer.byteLength(res.text);
    expect(json / menus).toBeLessThan(230);
    const gzipped = await cashier.get('/api/restoorderho/menu', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.raw.length).toBeLessThan(50 * 1024);
    if (process.env.SAJI_PRINT_FIGURES)
      console.log(`POS menu answer, ${menus} menus: ${json} bytes of JSON, ${gzipped.raw.length} gzipped`);
  });

  it('serves a picture stored before uploads were redrawn (an SVG data URL) as WebP', async () => {
    const { menuid } = (await save('PIC5', null)).body;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="#00838f"/></svg>';
    await t.database.db
      .update(menuTable)
      .set({ menuimg: dataUrl('image/svg+xml', svg) })
      .where(eq(menuTable.menuid, menuid));
    const address = (await detailOf(menuid)).menuimg;
    const res = await cashier.get(address);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.raw.toString('latin1')).not.toContain('<svg');
  });
});
