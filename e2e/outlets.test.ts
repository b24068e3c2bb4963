// The foundation in Chromium: signing in as each group, the Restaurant Branch/Outlet reference screen
// end to end (filter, sort, create, logo, edit, export, delete), the language switch, business times
// on the restaurant's clock, and signing out.
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ApiClient, apiClient } from './support/api.js';
import { type RunningApp, startBrowserApp, stopBrowserApp } from './support/app.js';
import { describeE2e, signIn } from './support/browser.js';
import * as screen from './support/screen.js';

// Not the default Asia/Jakarta, so the screens can only be right by reading the zone from the server;
// the browser runs in yet another zone (see the last test). Makassar is UTC+8 all year.
const BUSINESS_ZONE = 'Asia/Makassar';
const BUSINESS_OFFSET_HOURS = 8;

// Columns of the admin's outlet list.
const COL = { no: 1, outlet: 2, address: 3, province: 4, dineTime: 5, service: 6, pb1: 7, active: 8 } as const;

const outletList = (page: Page) => page.getByRole('heading', { name: 'Restaurant Branch/Outlet' });
/** The toolbar's buttons come before the rows' icons of the same name. */
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();
const navLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name });
/** The outlet cell shows the name over the code; the name is what the tests compare. */
const namesOf = (cells: string[]) => cells.map((c) => c.split('\n')[0]);
/** A row's cells as shown, a cell's lines joined by ' | '. */
async function cellsOf(page: Page, outlet: string): Promise<string[]> {
  const texts = await screen.rowOf(page, outlet).locator('td').allInnerTexts();
  return texts.map((t) =>
    t
      .trim()
      .split(/\s*\n+\s*/)
      .join(' | '),
  );
}

async function outletNames(page: Page): Promise<string[]> {
  return namesOf(await screen.column(page, COL.outlet));
}

/** Retries until the list shows what `check` wants (the list refreshes asynchronously). */
async function waitForList(page: Page, check: (names: string[]) => boolean): Promise<void> {
  await expect.poll(async () => check(await outletNames(page)), { timeout: 10_000 }).toBe(true);
}

async function applyFilter(page: Page, filter: { provinsi?: string; outletname?: string; aktif?: 'ALL' | 'Yes' | 'No' }) {
  await page.getByRole('textbox', { name: 'Province' }).fill(filter.provinsi ?? '');
  await page.getByRole('textbox', { name: 'Outlet name' }).fill(filter.outletname ?? '');
  await page.getByRole('combobox', { name: 'Active' }).click();
  await page.getByRole('option', { name: filter.aktif ?? 'ALL', exact: true }).click();
  await button(page, 'Apply Filter').click();
}

/** Width and height from a PNG data URL's header (IHDR). */
function pngSize(dataUrl: string): { type: string; width: number; height: number } {
  const [, type, base64] = /^data:image\/([a-z+]+);base64,(.*)$/.exec(dataUrl) ?? [];
  const bytes = Buffer.from(base64, 'base64');
  return { type, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Records the outlet API's requests with the time each was sent, to check what the screen sends and when. */
function recordOutletRequests(page: Page) {
  const seen: { request: Request; at: number }[] = [];
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/restooutlet')) seen.push({ request, at: Date.now() });
  };
  page.on('request', onRequest);
  return {
    posts: () => seen.filter((s) => s.request.method() === 'POST'),
    listFetches: () => seen.filter((s) => s.request.method() === 'GET' && new URL(s.request.url()).pathname === '/api/restooutlet'),
    stop: () => page.off('request', onRequest),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** DD-MMM-YYYY HH:mm on a clock `hours` ahead of UTC, worked out without the app's own formatter. */
function onClockAhead(iso: string, hours: number): string {
  const d = new Date(Date.parse(iso) + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

describeE2e('foundation and the Restaurant Branch/Outlet screen in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;
  let api: ApiClient;
  let admin: BrowserContext;
  let page: Page;
  let createdId: number;

  const newContext = async (options: { timezoneId?: string } = {}) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
      locale: 'en-US',
      ...options,
    });
    context.setDefaultTimeout(10_000);
    return context;
  };

  beforeAll(async () => {
    ({ app, browser } = await startBrowserApp({ timezone: BUSINESS_ZONE }));
    api = apiClient(app.baseUrl);
    await api.login('admin');
    admin = await newContext();
    page = await admin.newPage();
  });
  afterAll(async () => {
    await stopBrowserApp({ app, browser });
  });

  it('refuses a wrong password on the login page, with the reason', async () => {
    await page.goto(`${app.baseUrl}/outlets`);
    // Not signed in: the app sends the visitor to the login page.
    await page.waitForURL('**/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').and(page.locator('input')).fill('wrong-password');
    await button(page, 'Sign in').click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Wrong username or password.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it.each([
    {
      user: 'manager',
      name: 'Budi Santoso',
      group: 'Manager',
      outlet: 'Saji Senayan',
      periods: true,
    },
    { user: 'cashier', name: 'Citra Dewi', group: 'Cashier', outlet: 'Saji Senayan', periods: false },
  ])('shows $user only what the group may do: their outlet, no outlet writes', async ({ user, name, group, outlet, periods }) => {
    const context = await newContext();
    const own = await context.newPage();
    await signIn(own, app.baseUrl, user);
    const header = own.getByRole('banner');
    await expect(header.getByTestId('header-user').textContent()).resolves.toMatch(new RegExp(`${name}\\s*${group}`, 'i'));
    await expect(header.getByTestId('header-company').textContent()).resolves.toContain(outlet);
    // docs/permissions.md: every group reads master data and orders; only managers and admins keep periods.
    await navLink(own, 'Branch/Outlet').waitFor();
    await navLink(own, 'Order list').waitFor();
    expect(await navLink(own, 'Accounting periods').count()).toBe(periods ? 1 : 0);

    await navLink(own, 'Branch/Outlet').click();
    await outletList(own).waitFor();
    expect(await outletNames(own)).toEqual([outlet]);
    for (const write of ['Add', 'Edit', 'Delete']) expect(await button(own, write).count()).toBe(0);
    await button(own, 'Export').waitFor();
    // No row icons either, and choosing a row offers nothing to change.
    await screen.rows(own).first().click();
    expect(await screen.rows(own).first().getByRole('button').count()).toBe(0);
    await context.close();
  });

  it('shows the admin every outlet of the company with the list columns as the spec words them', async () => {
    await signIn(page, app.baseUrl, 'admin');
    await expect(page.getByTestId('header-user').textContent()).resolves.toMatch(/Ayu Lestari\s*Administrator/i);
    await expect(page.getByTestId('header-company').textContent()).resolves.toContain('PT Saji Rasa Nusantara');
    // The active date is the restaurant's day (a calendar date, the same in every browser zone).
    const [year, month, day] = (await api.request('GET', '/api/auth/me')).body.tglaktif.split('-').map(Number);
    await expect(page.getByTestId('header-active-date').textContent()).resolves.toBe(
      `${String(day).padStart(2, '0')}-${MONTHS[month - 1]}-${year}`,
    );
    await navLink(page, 'Accounting periods').waitFor();
    await navLink(page, 'Branch/Outlet').click();
    await outletList(page).waitFor();
    for (const action of ['Add', 'Edit', 'Delete', 'Export', 'Close']) await button(page, action).waitFor();

    expect(await outletNames(page)).toEqual(['Saji Braga', 'Saji Seminyak', 'Saji Senayan']);
    // The active badge is set in capitals.
    expect(await cellsOf(page, 'Saji Braga')).toEqual([
      '1',
      'Saji Braga | BDG01',
      'Jl. Braga No. 45 | Sumur Bandung, Kota Bandung',
      'Jawa Barat',
      'Max. 120 minutes',
      '5 % * NettTotal',
      '10 % *(NettTotal+ ServiceChg)',
      'Yes',
      '',
    ]);
    expect((await screen.column(page, COL.service))[1]).toBe('7 % * NettTotal');
  });

  it('warns when Edit or Delete is pressed without a selected row', async () => {
    await button(page, 'Edit').click();
    await screen.toast(page, 'Please select a row that want to be Edit!').waitFor();
    await button(page, 'Delete').click();
    await screen.toast(page, 'Please select a row that want to be Delete!').waitFor();
    await screen.dismissToasts(page);
  });

  it('creates an outlet with every field: validation first, lookups, colour, logo resized to 160x100, refresh 500 ms after save', async () => {
    const requests = recordOutletRequests(page);
    await button(page, 'Add').click();
    await page.getByRole('heading', { name: 'New outlet' }).waitFor();
    // The spec's defaults of a new outlet.
    expect(await page.getByLabel('Max. dine time (minutes)').inputValue()).toBe('90');
    expect(await page.getByRole('textbox', { name: 'Service account' }).inputValue()).toBe('4');
    expect(await page.getByRole('textbox', { name: 'Tax account' }).inputValue()).toBe('2');
    const accountNames = await page.getByRole('textbox', { name: 'Account Name' }).all();
    expect(await Promise.all(accountNames.map((n) => n.inputValue()))).toEqual(['Service Charge', 'Service Tax(PB1)']);
    expect(await page.getByLabel('Active/Open').isChecked()).toBe(true);

    // Empty required fields: the spec's toast, and nothing is sent.
    await button(page, 'Save').click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();
    await expect(screen.toast(page, 'Please fill the form correctly.').textContent()).resolves.toContain('ERROR MESSAGE');
    expect(requests.posts()).toHaveLength(0);
    await screen.dismissToasts(page);

    await page.getByLabel('Outlet name').fill('Saji Tunjungan');
    await page.getByRole('textbox', { name: 'Code' }).fill('SBY01');
    await page.getByRole('textbox', { name: 'Chart colour' }).click();
    await page.getByRole('button', { name: '#AE3EC9' }).click();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('textbox', { name: 'Chart colour' }).inputValue()).toMatch(/^#ae3ec9$/i);
    await page.getByLabel('Address line 1').fill('Jl. Tunjungan No. 1');
    await page.getByLabel('Address line 2').fill('Genteng, Surabaya');
    await page.getByRole('textbox', { name: 'Province' }).fill('Jawa Timur');
    await page.getByLabel('Max. dine time (minutes)').fill('75');
    await page.getByLabel('Service charge (%)').fill('6.5');
    // The PB1 percent stays empty: it is sent as 0.
    await page.getByRole('button', { name: 'Pick an account: Service account' }).click();
    await screen.modal(page).getByText('List of GL Account').waitFor();
    await screen.modal(page).getByRole('textbox', { name: 'Account Name' }).fill('lain');
    await screen.pickInLookup(page, 'Penjualan Lain-lain');
    expect(await page.getByRole('textbox', { name: 'Service account' }).inputValue()).toBe('44');
    expect(await page.getByRole('textbox', { name: 'Account Name' }).first().inputValue()).toBe('Penjualan Lain-lain');
    // The POS printer stays empty: it is sent as null.
    await page.getByLabel('Print Kitchen Order').check();
    for (const n of [1, 2, 3]) {
      await page.getByLabel(`Bill header ${n}`).fill(`Header ${n}`);
      await page.getByLabel(`Bill footer ${n}`).fill(`Footer ${n}`);
    }
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await screen.drawPng(page, 400, 300) });
    await page.getByTestId('image-preview').waitFor();

    // Kitchen tickets need a kitchen printer: the field says so, and nothing is sent.
    await screen.dismissToasts(page);
    await button(page, 'Save').click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();
    await page.getByText('Print Kitchen Order needs a kitchen printer').waitFor();
    expect(requests.posts()).toHaveLength(0);
    await page.getByLabel('Kitchen printer IP').fill('192.168.1.50:9100');

    // Toasts sit over the form's top-right Save button.
    await screen.dismissToasts(page);
    const savedResponse = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/restooutlet'));
    await button(page, 'Save').click();
    const saved = await savedResponse;
    const savedAt = Date.now();
    expect(saved.status()).toBe(200);
    createdId = (await saved.json()).outletid;
    await screen.toast(page, 'Update Successfully').waitFor();
    await outletList(page).waitFor();
    await waitForList(page, (names) => names.includes('Saji Tunjungan'));
    // The spec: the form closes and the list refreshes after 500 ms, not before.
    const refresh = requests.listFetches().find((f) => f.at >= savedAt - 50);
    expect(refresh).toBeDefined();
    expect(refresh!.at - savedAt).toBeGreaterThanOrEqual(400);
    requests.stop();

    // What arrived: every field, the defaults applied, the logo at most 160x100 (400x300 scales to 133x100).
    const stored = (await api.request('GET', `/api/restooutlet/${createdId}`)).body;
    expect(stored).toMatchObject({
      outletcode: 'SBY01',
      outletname: 'Saji Tunjungan',
      outletcolor: expect.stringMatching(/^#ae3ec9$/i),
      alamat1: 'Jl. Tunjungan No. 1',
      alamat2: 'Genteng, Surabaya',
      provinsi: 'Jawa Timur',
      servicepc: 6.5,
      pb1pc: 0,
      ServiceAcc: '44',
      ServiceAccNm: 'Penjualan Lain-lain',
      TaxAcc: '2',
      TaxAccNm: 'Service Tax(PB1)',
      posprinter: null,
      kitchenprinter: '192.168.1.50:9100',
      kitchenorder: '1',
      maxdinetime: 75,
      aktif: '1',
      header1: 'Header 1',
      header2: 'Header 2',
      header3: 'Header 3',
      footer1: 'Footer 1',
      footer2: 'Footer 2',
      footer3: 'Footer 3',
    });
    expect(pngSize(stored.outletlogo)).toEqual({ type: 'png', width: 133, height: 100 });
    expect((await cellsOf(page, 'Saji Tunjungan')).slice(1, -1)).toEqual([
      'Saji Tunjungan | SBY01',
      'Jl. Tunjungan No. 1 | Genteng, Surabaya',
      'Jawa Timur',
      'Max. 75 minutes',
      '6.5 % * NettTotal',
      '0 % *(NettTotal+ ServiceChg)',
      'Yes',
    ]);
  });

  it('edits the selected outlet: the form starts from it, a cleared required field is refused, the change shows in the list', async () => {
    await screen.rowOf(page, 'Saji Tunjungan').click();
    await expect(screen.rowOf(page, 'Saji Tunjungan').getAttribute('aria-selected')).resolves.toBe('true');
    await button(page, 'Edit').click();
    await page.getByRole('heading', { name: 'Edit outlet: Saji Tunjungan' }).waitFor();
    expect(await page.getByLabel('Outlet name').inputValue()).toBe('Saji Tunjungan');
    expect(await page.getByRole('textbox', { name: 'Chart colour' }).inputValue()).toMatch(/^#ae3ec9$/i);
    expect(await page.getByLabel('Kitchen printer IP').inputValue()).toBe('192.168.1.50:9100');
    expect(await page.getByLabel('Print Kitchen Order').isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Service account' }).inputValue()).toBe('44');
    await page.getByTestId('image-preview').waitFor();

    await page.getByLabel('Max. dine time (minutes)').fill('');
    await button(page, 'Save').click();
    await screen.toast(page, 'Please fill the form correctly.').waitFor();
    await screen.dismissToasts(page);

    await page.getByLabel('Outlet name').fill('Saji Tunjungan Plaza');
    await page.getByLabel('Max. dine time (minutes)').fill('45');
    await page.getByLabel('Active/Open').uncheck();
    await button(page, 'Save').click();
    await screen.toast(page, 'Update data successfully').waitFor();
    await waitForList(page, (names) => names.includes('Saji Tunjungan Plaza'));
    const cells = await cellsOf(page, 'Saji Tunjungan Plaza');
    expect(cells[COL.dineTime - 1]).toBe('Max. 45 minutes');
    expect(cells[COL.active - 1]).toBe('No');
    expect((await api.request('GET', `/api/restooutlet/${createdId}`)).body).toMatchObject({ outletcode: 'SBY01', aktif: '0' });
  });

  it('filters by province, name and active, and clears the filter', async () => {
    await applyFilter(page, { provinsi: 'bali' });
    await waitForList(page, (n) => n.join() === 'Saji Seminyak');
    await applyFilter(page, { outletname: 'sen' });
    await waitForList(page, (n) => n.join() === 'Saji Senayan');
    await applyFilter(page, { aktif: 'No' });
    await waitForList(page, (n) => n.join() === 'Saji Tunjungan Plaza');
    await applyFilter(page, { aktif: 'Yes' });
    await waitForList(page, (n) => n.join() === 'Saji Braga,Saji Seminyak,Saji Senayan');
    await applyFilter(page, { provinsi: 'jawa', aktif: 'Yes' });
    await waitForList(page, (n) => n.join() === 'Saji Braga');
    await applyFilter(page, { outletname: 'nowhere' });
    await page.getByText('No records').waitFor();
    await button(page, 'Clear Filter').click();
    await waitForList(page, (n) => n.length === 4);
    expect(await page.getByRole('textbox', { name: 'Province' }).inputValue()).toBe('');
  });

  it('sorts on the server by the column clicked, both ways', async () => {
    await screen.columnHeader(page, 'Province').click();
    await expect.poll(() => screen.column(page, COL.province)).toEqual(['Bali', 'DKI Jakarta', 'Jawa Barat', 'Jawa Timur']);
    await screen.columnHeader(page, 'Province').click();
    await expect.poll(() => screen.column(page, COL.province)).toEqual(['Jawa Timur', 'Jawa Barat', 'DKI Jakarta', 'Bali']);
    // A newly chosen column keeps the current direction; a second click turns it.
    await screen.columnHeader(page, 'Dine time').click();
    await expect
      .poll(() => screen.column(page, COL.dineTime))
      .toEqual(['Max. 120 minutes', 'Max. 90 minutes', 'Max. 90 minutes', 'Max. 45 minutes']);
    await screen.columnHeader(page, 'Dine time').click();
    await expect
      .poll(() => screen.column(page, COL.dineTime))
      .toEqual(['Max. 45 minutes', 'Max. 90 minutes', 'Max. 90 minutes', 'Max. 120 minutes']);
    // The No. column counts the rows in the order shown.
    expect(await screen.column(page, COL.no)).toEqual(['1', '2', '3', '4']);
  });

  it('exports the filtered, sorted list as Resto-Outlet-List.xlsx', async () => {
    const { filename, sheet } = await screen.exportSheet(page, button(page, 'Export'));
    expect(filename).toBe('Resto-Outlet-List.xlsx');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Code',
      'Outlet',
      'Address 1',
      'Address 2',
      'Province',
      'Dine Time',
      'Service Charge',
      'Service Tax PB1',
      'Service Acc',
      'Tax Acc',
      'Active',
    ]);
    expect(sheet.actualRowCount).toBe(5);
    // The same rows, in the order of the screen (by dine time).
    expect(screen.sheetColumn(sheet, 2)).toEqual(await outletNames(page));
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'SBY01',
      'Saji Tunjungan Plaza',
      'Jl. Tunjungan No. 1',
      'Genteng, Surabaya',
      'Jawa Timur',
      'Max. 45 minutes',
      '6.5 % * NettTotal',
      '0 % *(NettTotal+ ServiceChg)',
      '44',
      '2',
      'No',
    ]);

    await applyFilter(page, { provinsi: 'bali' });
    await waitForList(page, (n) => n.join() === 'Saji Seminyak');
    const bali = await screen.exportSheet(page, button(page, 'Export'));
    expect(screen.sheetColumn(bali.sheet, 2)).toEqual(['Saji Seminyak']);
    await button(page, 'Clear Filter').click();
    await waitForList(page, (n) => n.length === 4);
  });

  it('deletes only after the Delete Record? question, and shows the server reason when it cannot', async () => {
    await screen.rowOf(page, 'Saji Tunjungan Plaza').click();
    await button(page, 'Delete').click();
    await screen.answerDelete(page, 'Cancel');
    expect(await screen.rowOf(page, 'Saji Tunjungan Plaza').count()).toBe(1);

    // An outlet with users, tables and orders cannot go: the error toast carries the server's message.
    await screen.rowOf(page, 'Saji Senayan').getByRole('button', { name: 'Delete' }).click();
    await screen.answerDelete(page, 'Delete');
    const inUse = screen.toast(
      page,
      'Saji Senayan (JKT01) cannot be deleted: users, tables or orders refer to it. Set it inactive instead.',
    );
    await expect(inUse.textContent()).resolves.toContain('ERROR MESSAGE');
    await screen.dismissToasts(page);

    await screen.rowOf(page, 'Saji Tunjungan Plaza').getByRole('button', { name: 'Delete' }).click();
    await screen.answerDelete(page, 'Delete');
    await screen.toast(page, 'Delete successfully').waitFor();
    await waitForList(page, (n) => n.length === 3 && !n.includes('Saji Tunjungan Plaza'));
    expect((await api.request('GET', `/api/restooutlet/${createdId}`)).status).toBe(404);
  });

  it('words error toasts by the message, else the sqlMessage, else the body as JSON; export errors stay 10 s', async () => {
    // The server never answers these shapes itself; the browser gets them as a proxy or an older backend would send them.
    const failWith = (body: unknown) => (route: Route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(body) });
    await page.route('**/api/restooutlet/exportxls**', failWith({ sqlMessage: 'ER_LOCK_WAIT_TIMEOUT: Lock wait timeout exceeded' }));
    await page.route(
      `**/api/restooutlet/${(await api.request('GET', '/api/restooutlet?outletname=braga')).body.list[0].outletid}`,
      failWith({ code: 'E_GATEWAY' }),
    );
    // Toasts stay while the pointer rests on them; keep it away.
    await page.mouse.move(300, 790);

    await button(page, 'Export').click();
    const exportError = screen.toast(page, 'ER_LOCK_WAIT_TIMEOUT: Lock wait timeout exceeded');
    await exportError.waitFor();
    const shownAt = Date.now();
    await expect(exportError.textContent()).resolves.toContain('ERROR MESSAGE');

    await screen.rowOf(page, 'Saji Braga').getByRole('button', { name: 'Delete' }).click();
    await screen.answerDelete(page, 'Delete');
    const deleteError = screen.toast(page, '{"code":"E_GATEWAY"}');
    await deleteError.waitFor();

    // An ordinary error toast closes after 5 s; the export's is still there at 7 s and gone after 10.
    await deleteError.waitFor({ state: 'detached', timeout: 8_000 });
    await page.waitForTimeout(Math.max(0, shownAt + 7_000 - Date.now()));
    expect(await exportError.isVisible()).toBe(true);
    await exportError.waitFor({ state: 'detached', timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(9_000);
    await page.unrouteAll();
    expect(await screen.rowOf(page, 'Saji Braga').count()).toBe(1);
  });

  it('switches the labels between Bahasa Indonesia and English', async () => {
    const language = page.getByRole('banner').getByRole('radiogroup');
    await language.getByText('ID', { exact: true }).click();
    await page.getByRole('heading', { name: 'Cabang/Outlet Restoran' }).waitFor();
    for (const label of ['Tambah', 'Ubah', 'Hapus', 'Ekspor', 'Terapkan Filter', 'Bersihkan Filter', 'Keluar']) {
      await button(page, label).waitFor();
    }
    await navLink(page, 'Cabang/Outlet').waitFor();
    expect(await screen.columnHeader(page, 'Provinsi').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    // The choice is kept for the next visit.
    await page.reload();
    await page.getByRole('heading', { name: 'Cabang/Outlet Restoran' }).waitFor();

    await page.getByRole('banner').getByRole('radiogroup').getByText('EN', { exact: true }).click();
    await outletList(page).waitFor();
    await button(page, 'Add').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('shows business times on the restaurant clock from the server, not the browser zone', async () => {
    const tahun = Number((await api.request('GET', '/api/auth/me')).body.tglaktif.slice(0, 4));
    const closed = await api.request('PUT', '/api/accperiod', { tahun, bulan: 1, isclosed: true });
    expect(closed.status).toBe(200);
    const year = (await api.request('GET', `/api/accperiod?tahun=${tahun}`)).body;
    const january = year.months.find((m: { bulan: number }) => m.bulan === 1);
    expect(january.closedat).toMatch(/Z$/);

    // A laptop in Los Angeles (UTC-8 or -7) reading a restaurant on UTC+8.
    const abroad = await newContext({ timezoneId: 'America/Los_Angeles' });
    const remote = await abroad.newPage();
    await signIn(remote, app.baseUrl, 'admin');
    await remote.goto(`${app.baseUrl}/accounting/periods`);
    const row = remote.locator('tbody tr').filter({ hasText: january.label });
    await expect.poll(() => row.textContent()).toContain(`admin ${onClockAhead(january.closedat, BUSINESS_OFFSET_HOURS)}`);
    await abroad.close();
  });

  it('signs out to the login page, and the screens ask for a sign-in again', async () => {
    await button(page, 'Sign out').click();
    await page.waitForURL('**/login');
    await page.getByLabel('Username').waitFor();
    await page.goto(`${app.baseUrl}/outlets`);
    await page.waitForURL('**/login');
    expect((await page.request.get(`${app.baseUrl}/api/auth/me`)).status()).toBe(401);
  });
});
