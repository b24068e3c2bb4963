// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, render } from '../../test/render';
import { ChangePasswordPage } from './change-password-page';

afterEach(() => vi.unstubAllGlobals());

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('changing the password', () => {
  it('says the two new passwords differ and sends nothing, then sends the current and the new one', async () => {
    const server = fakeServer({ 'POST /api/auth/password': { message: 'ok' } });
    render(<ChangePasswordPage />);
    type(/^current password/i, 'old-secret');
    type(/^new password/i, 'Kopi-Susu-Gula-Aren-7');
    type(/^repeat the new password/i, 'Kopi-Susu-Gula-Aren-8');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The passwords differ.');
    expect(server.to('POST', '/api/auth/password')).toEqual([]);

    type(/^repeat the new password/i, 'Kopi-Susu-Gula-Aren-7');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.to('POST', '/api/auth/password')).toHaveLength(1));
    expect(server.to('POST', '/api/auth/password')[0].body).toEqual({
      currentpassword: 'old-secret',
      newpassword: 'Kopi-Susu-Gula-Aren-7',
    });
  });
});
