// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, profileOf, render } from '../../test/render';
import { LoginPage, landingPath } from './login-page';

afterEach(() => vi.unstubAllGlobals());

/** The login screen as a visitor sees it: nobody signed in yet. */
const openSignedOut = () => render(<LoginPage />, { who: null, at: '/login', route: '/login' });

const signIn = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/username/i), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('signing in', () => {
  it("says why a sign-in failed, in the server's words, and stays on the form", async () => {
    const server = fakeServer({ 'POST /api/auth/login': new Error('Wrong username or password.') });
    openSignedOut();
    signIn('  kasir ', 'salah');
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong username or password.');
    expect(server.to('POST', '/api/auth/login')[0].body).toEqual({ username: 'kasir', password: 'salah' });
    expect(screen.queryByTestId('home')).toBeNull();
  });

  it('goes home once signed in', async () => {
    fakeServer({ 'POST /api/auth/login': profileOf('cashier') });
    openSignedOut();
    signIn('cashier', 'secret');
    await waitFor(() => expect(screen.getByTestId('home')).toBeTruthy());
  });

  it('sends someone already signed in straight on', () => {
    fakeServer({});
    render(<LoginPage />, { at: '/login', route: '/login' });
    expect(screen.getByTestId('home')).toBeTruthy();
  });
});

describe('the first screen after signing in', () => {
  it('is the kitchen display for a kitchen user, home for the others, the page that sent them here for anyone', () => {
    expect(landingPath('kitchen', undefined)).toBe('/kitchen');
    expect(landingPath('cashier', undefined)).toBe('/');
    expect(landingPath('kitchen', '/reports/kitchen-time')).toBe('/reports/kitchen-time');
    expect(landingPath('kitchen', '/login')).toBe('/kitchen');
  });
});
