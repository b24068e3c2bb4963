// @vitest-environment jsdom
import { act, fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { kitchenCard } from '../../test/kitchen-cards';
import { useKitchenKeys } from './use-kitchen-keys';

describe('useKitchenKeys: the bump bar', () => {
  it('bumps the card at the digit pressed, only its items not yet bumped', () => {
    const onBump = vi.fn();
    renderHook(() => useKitchenKeys([kitchenCard(1), kitchenCard(2, [20])], onBump, vi.fn()));
    fireEvent.keyDown(window, { key: '2' });
    expect(onBump).toHaveBeenCalledWith([21]);
    fireEvent.keyDown(window, { key: '9' });
    expect(onBump).toHaveBeenCalledOnce();
  });

  it('moves the selection with the arrows, bumps it with Enter and recalls with R', () => {
    const onBump = vi.fn();
    const onRecall = vi.fn();
    const { result } = renderHook(() => useKitchenKeys([kitchenCard(1), kitchenCard(2)], onBump, onRecall));
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
