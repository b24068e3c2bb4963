// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, render, type Sent } from '../../test/render';
import { UsersPage } from './users-page';

afterEach(() => vi.unstubAllGlobals());

const type = (label: RegExp, value: string) => {
  const field = screen.getByRole('textbox', { name: label });
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

function usersPage(who: 'admin' | 'manager') {
  let stored = { setuplinkhours: 24, offlinehours: 12 };
  const server = fakeServer({
    'GET /api/restooutletuser': envelope([]),
    'GET /api/usersettings': () => stored,
    'PUT /api/usersettings': ({ body }: Sent) => {
      stored = body as typeof stored;
      return { message: 'Update data successfully' };
    },
  });
  render(<UsersPage />, { who });
  return server;
}

describe("the company's user settings on Manage Team", () => {
  it('are the admin’s: a manager sees no Settings button', async () => {
    usersPage('manager');
    await screen.findByText('List of User / Manage Team');
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
  });

  it('show the offline hours as kept, refuse hours out of range without sending, and save both hours', async () => {
    const server = usersPage('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const offline = await screen.findByRole('textbox', { name: /sell offline/ });
    expect((offline as HTMLInputElement).value).toBe('12');
    expect((screen.getByRole('textbox', { name: /link works/ }) as HTMLInputElement).value).toBe('24');
    expect(screen.getByText(/1 to 72 hours/)).toBeTruthy();

    for (const bad of ['0', '73']) {
      type(/sell offline/, bad);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(offline.getAttribute('aria-invalid')).toBe('true'));
    }
    expect(server.to('PUT', '/api/usersettings')).toHaveLength(0);

    type(/sell offline/, '8');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.to('PUT', '/api/usersettings')).toHaveLength(1));
    expect(server.to('PUT', '/api/usersettings')[0].body).toEqual({ setuplinkhours: 24, offlinehours: 8 });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /sell offline/ })).toBeNull());
  });
});
