// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess, useScreenToasts, useToastPlace } from './notify';

function Screen({ name }: { name: string }) {
  useScreenToasts(name);
  return null;
}

function Till() {
  useToastPlace('bottom-right');
  return null;
}

const app = (name: string) => (
  <MantineProvider>
    <Notifications />
    <Screen name={name} />
  </MantineProvider>
);

afterEach(() => vi.restoreAllMocks());

describe('toasts', () => {
  it("leave with the screen that raised them; the one raised by the change of screen is the next screen's", async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const view = render(app('pos'));
    act(() => notifySuccess('Sale complete'));
    expect(await screen.findByText('Sale complete')).toBeTruthy();
    now += 2_000;
    // Saved on the way to the order list: raised just before the screen changed.
    act(() => notifySuccess('Update successfully'));
    view.rerender(app('orders'));
    await waitFor(() => expect(screen.queryByText('Sale complete')).toBeNull());
    expect(screen.getByText('Update successfully')).toBeTruthy();
  });

  it('go where the screen puts them while it is shown: the till over its ticket, not over its top bar', async () => {
    const view = render(
      <MantineProvider>
        <Notifications position="top-right" />
        <Till />
      </MantineProvider>,
    );
    act(() => notifySuccess('Saved at the till'));
    const toast = await screen.findByText('Saved at the till');
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom-right');
    view.rerender(
      <MantineProvider>
        <Notifications position="top-right" />
      </MantineProvider>,
    );
    act(() => notifySuccess('In the back office'));
    const other = await screen.findByText('In the back office');
    expect(other.closest('[data-position]')?.getAttribute('data-position')).toBe('top-right');
  });
});
