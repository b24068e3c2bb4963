// @vitest-environment jsdom
import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePosShortcuts } from './use-pos-shortcuts';

describe('usePosShortcuts', () => {
  it('runs the action of a function key and keeps the browser from using the key', () => {
    const onSave = vi.fn();
    renderHook(() => usePosShortcuts({ save: onSave }));
    const event = new KeyboardEvent('keydown', { key: 'F4', cancelable: true });
    window.dispatchEvent(event);
    expect(onSave).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves keys without an action to the browser', () => {
    renderHook(() => usePosShortcuts({ save: vi.fn(), complete: undefined }));
    const event = new KeyboardEvent('keydown', { key: 'F10', cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('always calls the latest action, with one listener for the life of the screen', () => {
    const first = vi.fn();
    const second = vi.fn();
    const add = vi.spyOn(window, 'addEventListener');
    const { rerender, unmount } = renderHook(({ action }) => usePosShortcuts({ pay: action }), { initialProps: { action: first } });
    rerender({ action: second });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    expect(add.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1);
    unmount();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(second).toHaveBeenCalledOnce();
  });
});
