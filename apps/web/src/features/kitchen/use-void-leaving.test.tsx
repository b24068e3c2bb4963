// @vitest-environment jsdom
import type { KitchenCard } from '@saji/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVoidLeaving } from './use-void-leaving';

const card = (n: number, mark: Partial<KitchenCard> = {}): KitchenCard => ({
  cardkey: `o${n}:1`,
  orderkey: `o${n}`,
  orderno: `JKT01-261125-00000${n}`,
  tablename: `T${n}`,
  ordertype: 'DINE IN',
  pax: 2,
  deliverby: null,
  cashier: 'cashier',
  isvoid: '0',
  batchno: 1,
  batch: 'NEW',
  sentat: '2026-11-25T10:00:00.000Z',
  bumpedat: null,
  items: [n * 10, n * 10 + 1].map((id) => ({
    kitchenjobid: id,
    batch: 'NEW' as const,
    menuid: 1,
    menuname: 'Soto',
    menusize: 'R',
    qty: 1,
    linenote: null,
    modifiers: [],
    station: 'KITCHEN',
    bumpedat: id % 10 === 1 ? '2026-11-25T10:05:00.000Z' : null,
  })),
  ...mark,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('voided kitchen cards', () => {
  it('count down for a visible while, then bump their open items themselves; other cards stay', () => {
    const onBump = vi.fn();
    const cards = [card(1), card(2, { isvoid: '1' }), card(3, { batch: 'VOID' })];
    const { result } = renderHook(() => useVoidLeaving(cards, onBump, 20_000));
    expect(result.current.get('o1:1')).toBeUndefined();
    expect(result.current.get('o2:1')).toBe(20);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.get('o2:1')).toBe(15);
    expect(result.current.get('o3:1')).toBe(15);
    expect(onBump).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(15_000));
    // Only the items still open: item 21 was bumped already.
    expect(onBump.mock.calls).toEqual([[[20]], [[30]]]);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onBump).toHaveBeenCalledTimes(2);
  });

  it('gives a card that arrives later its full time', () => {
    const onBump = vi.fn();
    let cards = [card(1)];
    const { result, rerender } = renderHook(() => useVoidLeaving(cards, onBump, 20_000));
    act(() => vi.advanceTimersByTime(60_000));
    cards = [card(1), card(2, { isvoid: '1' })];
    rerender();
    expect(result.current.get('o2:1')).toBe(20);
  });
});
