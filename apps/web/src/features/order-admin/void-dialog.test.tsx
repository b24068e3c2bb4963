// @vitest-environment jsdom
import type { OrderListRow } from '@saji/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, render } from '../../test/render';
import { VoidDialog } from './void-dialog';

const ORDER = { orderkey: 'k-1', orderno: 'SN-2605-0001' } as OrderListRow;

afterEach(() => vi.unstubAllGlobals());

const reason = () => screen.getByLabelText(/void reason/i) as HTMLTextAreaElement;
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Void' }));

describe("the order list's void", () => {
  it('asks for a reason first: without one it marks the field, says so and sends nothing', async () => {
    const server = fakeServer({ 'PUT /api/restoorderho/void/': { message: 'Update data successfully' } });
    render(<VoidDialog order={ORDER} onClose={() => {}} />);
    expect(await screen.findByText('Void Order SN-2605-0001')).toBeTruthy();
    fireEvent.change(reason(), { target: { value: '   ' } });
    confirm();
    expect(await screen.findByText('Please fill the form correctly.')).toBeTruthy();
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    expect(server.to('PUT', '/api/restoorderho/void/')).toHaveLength(0);
  });

  it('voids once with the trimmed reason, however often it is pressed, says so and closes', async () => {
    const server = fakeServer({ 'PUT /api/restoorderho/void/': { message: 'Update data successfully' } });
    const onClose = vi.fn();
    render(<VoidDialog order={ORDER} onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText(/void reason/i), { target: { value: '  Guest left  ' } });
    confirm();
    confirm();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.to('PUT', '/api/restoorderho/void/').map((s) => s.body)).toEqual([{ orderkey: 'k-1', voidreason: 'Guest left' }]);
    expect(await screen.findByText('Update data successfully')).toBeTruthy();
  });

  it("shows the server's refusal and stays open", async () => {
    fakeServer({ 'PUT /api/restoorderho/void/': new Error('The order is posted: unpost it first.') });
    const onClose = vi.fn();
    render(<VoidDialog order={ORDER} onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText(/void reason/i), { target: { value: 'Wrong table' } });
    confirm();
    expect(await screen.findByText('The order is posted: unpost it first.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
