// @vitest-environment jsdom
import type { KitchenCard } from '@saji/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitchenCard } from '../../test/kitchen-cards';
import { useVoidLeaving } from './use-void-leaving';

/** A card whose second item (`n*10+1`) is already bumped. */
const card = (n: number, mark: Partial<KitchenCard> = {}) => kitchenCard(n, [n * 10 + 1], mark);

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
