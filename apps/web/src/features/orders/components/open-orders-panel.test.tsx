// @vitest-environment jsdom

import { type OpenOrder, settlePayment } from '@saji/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxCommand, OutboxState } from '../../../lib/outbox/outbox';
import { fakeServer, render } from '../../../test/render';
import { offlineDetail } from '../offline-order';
import { offlineKey } from '../offline-view';
import * as D from '../order-draft';
import { OpenOrdersPanel } from './open-orders-panel';

/** The till's outbox, as the panel sees it: its state and its changes (IndexedDB is the browser's). */
const outbox = vi.hoisted(() => {
  const listeners = new Set<(s: unknown) => void>();
  const box = {
    current: { commands: [], nextSeq: 1 } as unknown,
    subscribe: (l: (s: unknown) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(next: unknown) {
      box.current = next;
      for (const l of listeners) l(next);
    },
  };
  return box;
});
vi.mock('../../../lib/outbox/use-outbox', () => ({ outboxOf: async () => outbox }));

afterEach(() => vi.unstubAllGlobals());

const stamp = (n: number) => ({
  offlineno: `KASIR-1-00000${n}`,
  offlineat: '2026-11-28T05:00:00.000Z',
  outletname: 'Saji Senayan',
  compcode: 'SAJI',
  createby: 'cashier',
});
const line: D.DraftLine = { menuid: 1, menuname: 'Sate', menusize: null, hargajual: 30_000, discpc: 0, kenapajak: 1, qty: 1 };
const draft = (patch: Partial<D.OrderDraft>): D.OrderDraft => ({ ...D.newDraft(1), lines: [line], ...patch });
const command = (seq: number, kind: 'save' | 'pay', orderkey: string, conflict?: string): OutboxCommand => ({
  seq,
  kind,
  orderkey,
  offlineno: `KASIR-1-00000${seq}`,
  body: {},
  queuedAt: 0,
  attempts: 0,
  nextAt: 0,
  conflict,
});
const serverRow = (orderkey: string, orderno: string, total: number): OpenOrder => ({
  orderkey,
  orderno,
  ordertype: 'TAKE AWAY',
  tablename: null,
  customernm: null,
  PhoneNo: null,
  deliverby: null,
  pax: 1,
  total,
  orderdate: new Date().toISOString(),
  outletid: 1,
});

describe('the open-orders panel with orders taken offline', () => {
  it('lists the orders not sent yet, marked with their state and openable, and each once; once sent they are normal entries', async () => {
    const dineIn = draft({ ordertype: 'DINE IN', tables: [{ tableid: 2, tablename: 'T02', tablecapacity: 4 }] });
    const paidAway = draft({});
    const refused = draft({});
    const halfSent = draft({});
    const settled = settlePayment({ total: 30_000, payments: [{ codepayment: 'CASH', paymentamount: 30_000, iscash: true }] });
    if (!settled.ok) throw new Error(settled.message);
    let serverList = [serverRow('online-1', 'SJ01-261128-000001', 45_000), serverRow(halfSent.orderkey, 'SJ01-261128-000002', 30_000)];
    const server = fakeServer({ 'GET /api/restoorderho/open': () => serverList });
    const state: OutboxState = {
      commands: [
        command(1, 'save', dineIn.orderkey),
        command(2, 'save', paidAway.orderkey),
        command(3, 'pay', paidAway.orderkey),
        command(4, 'save', refused.orderkey, 'Table T05 is taken'),
        command(5, 'pay', halfSent.orderkey),
      ],
      nextSeq: 6,
    };
    outbox.set(state);
    const onOpen = vi.fn();
    const { client } = render(<OpenOrdersPanel opened outletid={1} username="cashier" onClose={() => {}} onOpen={onOpen} />, {
      who: 'cashier',
    });
    act(() => {
      client.setQueryData(offlineKey(dineIn.orderkey), offlineDetail(dineIn, stamp(1), 0, 0));
      client.setQueryData(offlineKey(paidAway.orderkey), offlineDetail(paidAway, stamp(2), 0, 0, { ...settled, names: new Map() }));
      client.setQueryData(offlineKey(refused.orderkey), offlineDetail(refused, stamp(4), 0, 0));
      client.setQueryData(offlineKey(halfSent.orderkey), offlineDetail(halfSent, stamp(5), 0, 0, { ...settled, names: new Map() }));
    });

    const list = await screen.findByTestId('open-orders');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(5));
    const row = (key: string) => list.querySelector(`[data-orderkey="${key}"]`) as HTMLElement;
    expect(list.querySelectorAll(`[data-orderkey="${halfSent.orderkey}"]`)).toHaveLength(1);
    expect(row(dineIn.orderkey).textContent).toContain('T02');
    expect(row(dineIn.orderkey).textContent).toContain('KASIR-1-000001');
    expect(row(dineIn.orderkey).textContent).toContain('Not sent yet · open');
    expect(row(paidAway.orderkey).textContent).toContain('Not sent yet · paid');
    expect(row(refused.orderkey).textContent).toContain('Not sent yet · refused by the server');
    expect(row(halfSent.orderkey).textContent).toContain('Not sent yet · paid');
    expect(row('online-1').textContent).not.toContain('Not sent');

    fireEvent.click(row(dineIn.orderkey));
    expect(onOpen).toHaveBeenCalledWith(dineIn.orderkey);

    // The line is back: the dine-in order is sent, its copy goes, and the server lists it under its number.
    const reads = server.to('GET', '/api/restoorderho/open').length;
    serverList = [...serverList, { ...serverRow(dineIn.orderkey, 'SJ01-261128-000003', 30_000), ordertype: 'DINE IN', tablename: 'T02' }];
    act(() => {
      outbox.set({ ...state, commands: state.commands.filter((c) => c.orderkey !== dineIn.orderkey) });
      client.removeQueries({ queryKey: offlineKey(dineIn.orderkey), exact: true });
    });
    await waitFor(() => expect(row(dineIn.orderkey)?.textContent).toContain('SJ01-261128-000003'));
    expect(server.to('GET', '/api/restoorderho/open').length).toBeGreaterThan(reads);
    expect(list.querySelectorAll(`[data-orderkey="${dineIn.orderkey}"]`)).toHaveLength(1);
    expect(row(dineIn.orderkey).textContent).not.toContain('Not sent');
  });

  it('finds the orders not sent yet by their provisional number', async () => {
    const away = draft({});
    fakeServer({ 'GET /api/restoorderho/open': [] });
    outbox.set({ commands: [command(1, 'save', away.orderkey)], nextSeq: 2 });
    const { client } = render(<OpenOrdersPanel opened outletid={1} username="cashier" onClose={() => {}} onOpen={() => {}} />, {
      who: 'cashier',
    });
    act(() => void client.setQueryData(offlineKey(away.orderkey), offlineDetail(away, stamp(7), 0, 0)));
    const list = await screen.findByTestId('open-orders');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    fireEvent.change(screen.getByRole('textbox', { name: /search order/i }), { target: { value: '000008' } });
    await waitFor(() => expect(within(list).queryAllByRole('button')).toHaveLength(0));
    fireEvent.change(screen.getByRole('textbox', { name: /search order/i }), { target: { value: '000007' } });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
  });
});
