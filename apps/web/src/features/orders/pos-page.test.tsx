// @vitest-environment jsdom
import { computeOrderTotals, type OrderDetail, type OrderSaveInput, type PosCampaign, type PosMenu } from '@saji/core';
import { posCampaign } from '@saji/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, render, type Sent } from '../../test/render';
import { PosPage } from './pos-page';

const menu = (menuid: number, menuname: string, hargajual: number): PosMenu => ({
  menuid,
  menucode: `M${menuid}`,
  menuname,
  menusize: null,
  hargajual,
  discpc: 0,
  kenapajak: 1,
  menuimg: null,
  categid: 'FOOD',
  categname: 'Food',
});
const MENUS = [menu(1, 'Nasi Goreng', 25_000), menu(2, 'Es Teh', 8_000)];
const OUTLET = { outletid: 1, outletname: 'Saji Senayan', servicepc: 5, pb1pc: 10, posprinter: '192.168.1.20', kitchenorder: '0' };
const TEN_OFF_RICE = posCampaign({ campaignid: 9, campaignname: 'Diskon Nasi', discpc: 10, menus: [1] });

/** What the server stores for a save: the lines priced by the same engine, the campaign's discount on its menu. */
function detailOf(body: OrderSaveInput, campaigns: PosCampaign[], status = 1): OrderDetail {
  const discounted = new Set(campaigns.flatMap((c) => c.menus));
  const lines = body.lines.map((l) => {
    const m = MENUS.find((x) => x.menuid === l.menuid) as PosMenu;
    return { ...m, kenapajak: 1 as const, qty: Number(l.qty), discpc: discounted.has(m.menuid) ? 10 : 0 };
  });
  const { header, lines: priced } = computeOrderTotals({ lines, servicepc: 5, pb1pc: 10, context: { ordertype: body.ordertype } });
  return {
    header: {
      ...header,
      orderkey: body.orderkey,
      orderno: 'SNY-0001',
      orderdate: '2026-05-14T05:00:00Z',
      ordertype: String(body.ordertype),
      tableid: 0,
      tableids: [],
      tablename: null,
      tablecapacity: 0,
      pax: Number(body.pax),
      outletid: 1,
      orderstatus: status,
      isvoid: '0',
      posting: 0,
      version: 1,
      campaignkey: null,
      voucherno: null,
    } as unknown as OrderDetail['header'],
    lines: lines.map((l, i) => ({ ...l, ...priced[i], lineno: i + 1, linenote: null, kitchenqty: 0, modifiers: [], campaignid: null })),
    payments: [],
  } as unknown as OrderDetail;
}

/** A campaign the cashier picks (a member's card): 10 % off both menus. */
const MEMBER: PosCampaign = { ...TEN_OFF_RICE, campaignid: 12, campaignname: 'Diskon Member', autoapply: 0, menus: [1, 2] };

const SHIFT_SETTING = { outletid: 1, shiftrequired: '1', blindclose: '0', terminals: [] };

function till(campaigns: PosCampaign[] = [], pay?: (sent: Sent) => unknown) {
  let saved: OrderDetail | undefined;
  return fakeServer({
    'GET /api/shift/setting': SHIFT_SETTING,
    'POST /api/shift/open': { header: { shiftid: 7, terminal: 'KASIR-1', status: 'open' } },
    'GET /api/restoorderho/listtable': [],
    'GET /api/restoorderho/menu': { meta: { total: MENUS.length }, list: MENUS },
    'GET /api/restoorderho/menucategory': [{ categid: 'FOOD', categname: 'Food', nourut: 1 }],
    'GET /api/restoorderho/paymenttype': [{ codepayment: 'CASH', namepayment: 'Cash', kodeacc: '1', iscash: true, nourut: 1 }],
    'GET /api/restoorderho/modifiers': [],
    'GET /api/restoorderho/notechips': [],
    'GET /api/restoorderho/campaign': campaigns,
    'GET /api/restooutlet/1': OUTLET,
    'GET /api/restokitchen/setting': { kitchendisplay: '0' },
    'GET /api/printjobs': [],
    'POST /api/restoorderho': ({ body }: Sent) => {
      saved = detailOf(body as OrderSaveInput, campaigns);
      return saved;
    },
    'POST /api/restoorderho/payment': (sent: Sent) =>
      pay?.(sent) ?? { ...saved, header: { ...saved?.header, orderstatus: 5 }, printjobs: [] },
  });
}

const card = (name: string) => within(screen.getByTestId('menu-grid')).getByText(name).closest('button') as HTMLElement;
const qtys = () => screen.getAllByTestId('line-qty').map((q) => q.textContent);
const total = () => screen.getByTestId('total').textContent;

beforeEach(() => {
  // The screen keeps its draft on the device; every test starts from an empty one.
  localStorage.clear();
  vi.stubGlobal(
    'WebSocket',
    class {
      close() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openTill() {
  render(<PosPage />, { who: 'cashier', at: '/pos', route: '/pos' });
  await screen.findByText('Nasi Goreng');
  // The ticket and the top bar's tools follow the menu grid by a frame.
  await screen.findByTestId('total');
  await screen.findByTestId('shift-button');
  fireEvent.click(screen.getByRole('radio', { name: 'Take away' }));
}

describe('the POS sale on screen', () => {
  it('adds menus, changes a quantity and shows the totals the server will store', async () => {
    till();
    await openTill();
    fireEvent.click(card('Nasi Goreng'));
    fireEvent.click(card('Nasi Goreng'));
    fireEvent.click(card('Es Teh'));
    expect(qtys()).toEqual(['2', '1']);
    fireEvent.click(screen.getByRole('button', { name: 'Es Teh' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Es Teh' }));
    expect(qtys()).toEqual(['2', '2']);
    // 66.000, 5 % service on it (3.300), 10 % PB1 on both (6.930).
    expect(total()).toBe('Rp 76.230');
  });

  it('applies a running campaign to its menu as lines are added', async () => {
    till([TEN_OFF_RICE]);
    await openTill();
    fireEvent.click(card('Nasi Goreng'));
    expect(await screen.findByTestId('promotion-applied')).toBeTruthy();
    expect(screen.getByTestId('promotion-applied').textContent).toContain('Diskon Nasi');
    // 25.000 less 10 % (22.500), 5 % service (1.125), 10 % PB1 on both (2.362,5), rounded.
    expect(total()).toBe('Rp 25.988');
  });

  it('shows a picked campaign once, with Remove, and keeps the selected line', async () => {
    till([MEMBER]);
    await openTill();
    fireEvent.click(card('Nasi Goreng'));
    fireEvent.click(card('Es Teh'));
    const selected = () => screen.getAllByTestId('order-line').find((l) => l.dataset.selected)?.textContent ?? '';
    expect(selected()).toContain('Es Teh');
    const promotions = () => screen.getByTestId('promotions');
    fireEvent.click(within(promotions()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(promotions()).getByRole('button', { name: 'Remove' })).toBeTruthy());
    expect(within(promotions()).getAllByText('Diskon Member')).toHaveLength(1);
    expect(within(promotions()).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(selected()).toContain('Es Teh');
    fireEvent.click(within(promotions()).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(promotions()).getByRole('button', { name: 'Apply' })).toBeTruthy());
    expect(selected()).toContain('Es Teh');
  });

  it('prices with a campaign saved in the back office as soon as the outlet push announces it', async () => {
    const sockets: { onmessage?: (e: { data: string }) => void }[] = [];
    vi.stubGlobal(
      'WebSocket',
      class {
        onmessage?: (e: { data: string }) => void;
        constructor() {
          sockets.push(this);
        }
        close() {}
        send() {}
      },
    );
    const running: PosCampaign[] = [];
    till(running);
    await openTill();
    fireEvent.click(card('Nasi Goreng'));
    expect(screen.queryByTestId('promotions')).toBeNull();
    running.push(TEN_OFF_RICE);
    const push = JSON.stringify({ type: 'tables', outletid: 1, event: 'campaign.changed' });
    for (const s of sockets) s.onmessage?.({ data: push });
    expect((await screen.findByTestId('promotion-applied')).textContent).toContain('Diskon Nasi');
  });

  it('asks before completing a typed cash amount whose change is more than the bill, showing both', async () => {
    const server = till();
    await openTill();
    fireEvent.click(card('Nasi Goreng'));
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(screen.getByTestId('pos').getAttribute('data-step')).toBe('payment'));
    // 288.750 typed for a 28.875 bill: one zero too many.
    const keypad = within(screen.getByTestId('keypad-value').parentElement as HTMLElement);
    for (const digit of '288750') fireEvent.click(keypad.getByRole('button', { name: digit }));
    fireEvent.click(screen.getByRole('button', { name: /^Complete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-bill').textContent).toBe('Rp 28.875');
    expect(within(dialog).getByTestId('confirm-change').textContent).toBe('Rp 259.875');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct the amount' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to('POST', '/api/restoorderho/payment')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^Complete/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Give the change' }));
    await waitFor(() => expect(server.to('POST', '/api/restoorderho/payment')).toHaveLength(1));
    expect(server.to('POST', '/api/restoorderho/payment')[0].body).toMatchObject({ payments: [{ paymentamount: '288750' }] });
  });

  it('pays: saves the order, takes cash at the payment step and completes it', async () => {
    const server = till();
    await openTill();
    fireEvent.click(card('Nasi Goreng'));
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(screen.getByTestId('pos').getAttribute('data-step')).toBe('payment'));
    expect(server.to('POST', '/api/restoorderho')[0].body).toMatchObject({ ordertype: 'TAKE AWAY', lines: [{ menuid: 1, qty: 1 }] });
    fireEvent.click(within(screen.getByTestId('quick-cash')).getAllByRole('button')[0]);
    await waitFor(() => expect(server.to('POST', '/api/restoorderho/payment')).toHaveLength(1));
    expect(server.to('POST', '/api/restoorderho/payment')[0].body).toMatchObject({
      payments: [{ codepayment: 'CASH', paymentamount: '28875' }],
      printreceipt: true,
      opendrawer: true,
    });
    // The terminal is ready for the next guests.
    await waitFor(() => expect(screen.queryAllByTestId('line-qty')).toHaveLength(0));
  });

  it('pays on the terminal of the device, and offers to open a shift when the outlet refuses a payment without one', async () => {
    localStorage.setItem('saji.pos.terminal.1', 'KASIR-1');
    let shiftOpen = false;
    const refused = Object.assign(new Error('Open a shift on KASIR-1 first'), { status: 409 });
    const server = till([], () => (shiftOpen ? undefined : refused));
    await openTill();
    expect(screen.getByTestId('shift-button').textContent).toContain('KASIR-1');
    fireEvent.click(card('Nasi Goreng'));
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(screen.getByTestId('pos').getAttribute('data-step')).toBe('payment'));
    fireEvent.click(within(screen.getByTestId('quick-cash')).getAllByRole('button')[0]);
    await screen.findByText('Open a shift on KASIR-1');
    expect(server.to('POST', '/api/restoorderho/payment')[0].body).toMatchObject({ terminal: 'KASIR-1' });
    shiftOpen = true;
    fireEvent.change(screen.getByRole('textbox', { name: 'Opening float' }), { target: { value: '1,250,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open shift' }));
    // The shift opens with the float read right, and the refused payment is sent again.
    await waitFor(() => expect(server.to('POST', '/api/restoorderho/payment')).toHaveLength(2));
    expect(server.to('POST', '/api/shift/open')[0].body).toEqual({ outletid: 1, terminal: 'KASIR-1', openingfloat: 1_250_000 });
    await waitFor(() => expect(screen.queryAllByTestId('line-qty')).toHaveLength(0));
  });
});
