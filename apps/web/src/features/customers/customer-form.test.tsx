// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, render } from '../../test/render';
import { CustomerForm } from './customer-form';

const SAVED = { message: 'Update data successfully', customerid: 7 };
const STORED = {
  customerid: 7,
  customernm: 'Budi Santoso',
  PhoneNo: '081234567890',
  DeliveryAddr: null,
  City: 'Jakarta',
  outletid: 1,
  outletname: 'Saji Senayan',
};

afterEach(() => vi.unstubAllGlobals());

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getAllByRole('button', { name: /save/i })[0]);

describe('a form checked by the schema the server validates with', () => {
  it('marks the required fields, says the form is not filled, and sends nothing', async () => {
    const server = fakeServer({ 'POST /api/restocustomer': SAVED });
    render(<CustomerForm onClose={() => {}} />, { who: 'manager' });
    save();
    expect(await screen.findByText('Please fill the form correctly.')).toBeTruthy();
    expect(field(/customer name/i).getAttribute('aria-invalid')).toBe('true');
    expect(server.to('POST', '/api/restocustomer')).toHaveLength(0);
  });

  it('refuses a phone number that is not Indonesian, then saves once it is, trimmed, and closes', async () => {
    const server = fakeServer({ 'POST /api/restocustomer': SAVED });
    const onClose = vi.fn();
    render(<CustomerForm onClose={onClose} />, { who: 'manager' });
    fireEvent.change(field(/customer name/i), { target: { value: '  Sari  ' } });
    fireEvent.change(field(/phone no/i), { target: { value: '12345' } });
    save();
    await waitFor(() => expect(field(/phone no/i).getAttribute('aria-invalid')).toBe('true'));
    expect(server.to('POST', '/api/restocustomer')).toHaveLength(0);
    fireEvent.change(field(/phone no/i), { target: { value: '0812 3456 789' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.to('POST', '/api/restocustomer')[0].body).toMatchObject({ customernm: 'Sari' });
  });

  it('opens a stored customer with its values, its empty address as empty text, and saves it under its key', async () => {
    const server = fakeServer({ 'GET /api/restocustomer/7': STORED, 'POST /api/restocustomer': SAVED });
    render(<CustomerForm customerid={7} onClose={() => {}} />);
    expect((await screen.findByDisplayValue('Budi Santoso')).tagName).toBe('INPUT');
    expect((screen.getByLabelText(/delivery address/i) as HTMLTextAreaElement).value).toBe('');
    save();
    await waitFor(() => expect(server.to('POST', '/api/restocustomer')).toHaveLength(1));
    expect(server.to('POST', '/api/restocustomer')[0].body).toMatchObject({ customerid: 7, customernm: 'Budi Santoso', City: 'Jakarta' });
  });
});
