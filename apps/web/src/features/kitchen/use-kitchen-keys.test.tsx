// @vitest-environment jsdom
import type { KitchenCard } from '@saji/core';
import { act, fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKitchenKeys } from './use-kitchen-keys';

const card = (n: number, bumped: number[] = []): KitchenCard => ({
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
    bumpedat: bumped.includes(id) ? '2026-11-25T10:05:00.000Z' : null,
  })),
});

describe('useKitchenKeys: the bump bar', () => {
  it('bumps the card at the digit pressed, only its items not yet bumped', () => {
    const onBump = vi.fn();
    renderHook(() => useKitchenKeys([card(1), card(2, [20])], onBump, vi.fn()));
    fireEvent.keyDown(window, { key: '2' });
    expect(onBump).toHaveBeenCalledWith([21]);
    fireEvent.keyDown(window, { key: '9' });
    expect(onBump).toHaveBeenCalledOnce();
  });

  it('moves the selection with the arrows, bumps it with Enter and recalls with R', () => {
    const onBump = vi.fn();
    const onRecall = vi.fn();
    const { result } = renderHook(() => useKitchenKeys([card(1), card(2)], onBump, onRecall));
    act(() => {
      fireEvent.keyDown(window, { key: 'ArrowRight' });
    });
    expect(result.current).toBe(1);
    act(() => {
      fireEvent.keyDown(window, { key: 'ArrowRight' });
    });
    expect(result.current).toBe(1);
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(onBump).toHaveBeenCalledWith([20, 21]);
    fireEvent.keyDown(window, { key: 'r' });
    expect(onRecall).toHaveBeenCalledOnce();
  });
});
