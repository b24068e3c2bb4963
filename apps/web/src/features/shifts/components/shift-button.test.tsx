// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, render } from '../../../test/render';
import { ShiftButton } from './shift-button';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the shift button', () => {
  it("gives its terminal's name as the button's name only when the top bar also holds the outlet's (an admin's till at 1024 px)", async () => {
    localStorage.setItem('saji.pos.terminal.1', 'KASIR-1');
    fakeServer({ 'GET /api/shift/setting': { shiftrequired: 0, terminals: [] } });
    const { unmount } = render(<ShiftButton outletid={1} paperWidth={80} iconOnly />);
    const button = await screen.findByRole('button', { name: 'KASIR-1' });
    expect((button.querySelector('.mantine-Button-label span') as HTMLElement).style.display).toBe('none');
    unmount();
    render(<ShiftButton outletid={1} paperWidth={80} />);
    const labelled = await screen.findByTestId('shift-button');
    expect(labelled.getAttribute('aria-label')).toBeNull();
    expect(labelled.textContent).toContain('KASIR-1');
  });
});
