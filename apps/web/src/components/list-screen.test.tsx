// @vitest-environment jsdom
import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, render, type ServerRoutes } from '../test/render';
import { ListScreen } from './list-screen';
import { OutletFilter } from './outlet-filter';
import { listSource } from './use-list-query';
import { useListScreen } from './use-list-screen';

interface Dish {
  dishid: number;
  dishname: string;
  outletname: string;
}

const dishes: Dish[] = [
  { dishid: 1, dishname: 'Nasi Goreng', outletname: 'Saji Senayan' },
  { dishid: 2, dishname: 'Sate Ayam', outletname: 'Saji Kemang' },
];
const dishList = listSource<Dish>('dishes', '/api/dish', { limit: 10, sortBy: 'dishname' });
const NO_FILTERS = { dishname: '', outletid: '', outletname: '' };

/** A list screen as a feature writes one: a query, filter fields, columns and what the user may do. */
function DishesPage({ exported }: { exported?: (params: Record<string, unknown>) => void }) {
  const screen = useListScreen({
    source: dishList,
    id: 'dishid',
    filters: NO_FILTERS,
    remove: { mutate: (id: number, options) => fetch(`/api/dish/${id}`, { method: 'DELETE' }).then(() => options?.onSuccess?.()) },
  });
  return (
    <ListScreen<Dish>
      screen={screen}
      title="Dishes"
      actions={{ add: true, edit: true, delete: true, export: exported }}
      filters={
        <>
          <TextInput label="Dish name" {...screen.filters.field('dishname')} />
          <OutletFilter label="Outlet" filters={screen.filters} />
        </>
      }
      numbered
      columns={[
        { accessor: 'dishname', title: 'Dish', sortable: true },
        { accessor: 'outletname', title: 'Outlet' },
      ]}
      form={(row) => <p data-testid="form">{row ? `editing ${row.dishname}` : 'new dish'}</p>}
    />
  );
}

const listed: ServerRoutes = { 'GET /api/dish': envelope(dishes), 'DELETE /api/dish/2': { message: 'Delete data successfully' } };
const toolbarButton = (name: string) => screen.getAllByRole('button', { name })[0];
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the list skeleton', () => {
  it('shows the rows of the first page, numbered, in the order it asked the server for', async () => {
    const server = fakeServer(listed);
    render(<DishesPage />);
    expect(screen.getByRole('heading', { name: 'Dishes' })).toBeTruthy();
    await screen.findByText('Nasi Goreng');
    expect(within(row('Sate Ayam')).getByText('2')).toBeTruthy();
    expect(server.to('GET', '/api/dish')[0].query).toMatchObject({ page: '1', limit: '10', sortBy: 'dishname', sortDir: 'asc' });
  });

  it('asks for a selected row before Edit and Delete, and edits the selected one', async () => {
    fakeServer(listed);
    render(<DishesPage />);
    await screen.findByText('Nasi Goreng');
    fireEvent.click(toolbarButton('Edit'));
    expect(await screen.findByText('Please select a row that want to be Edit!')).toBeTruthy();
    fireEvent.click(toolbarButton('Delete'));
    expect(await screen.findByText('Please select a row that want to be Delete!')).toBeTruthy();
    fireEvent.click(row('Sate Ayam'));
    expect(row('Sate Ayam').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(toolbarButton('Edit'));
    expect((await screen.findByTestId('form')).textContent).toBe('editing Sate Ayam');
  });

  it('deletes only after the spec question is answered', async () => {
    const server = fakeServer(listed);
    render(<DishesPage />);
    await screen.findByText('Nasi Goreng');
    fireEvent.click(row('Sate Ayam'));
    fireEvent.click(toolbarButton('Delete'));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('Delete Record?')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.to('DELETE', '/api/dish/2')).toHaveLength(1));
  });

  it('sends the applied filter, not what is being typed, and Clear Filter empties it', async () => {
    const server = fakeServer(listed);
    render(<DishesPage />);
    await screen.findByText('Nasi Goreng');
    fireEvent.change(screen.getByRole('textbox', { name: 'Dish name' }), { target: { value: 'sate' } });
    expect(server.to('GET', '/api/dish')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filter' }));
    await waitFor(() => expect(server.to('GET', '/api/dish').at(-1)?.query.dishname).toBe('sate'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(server.to('GET', '/api/dish').at(-1)?.query.dishname).toBeUndefined());
    expect((screen.getByRole('textbox', { name: 'Dish name' }) as HTMLInputElement).value).toBe('');
  });

  it('exports with the applied filter and the sort', async () => {
    fakeServer(listed);
    const exported = vi.fn();
    render(<DishesPage exported={exported} />);
    await screen.findByText('Nasi Goreng');
    fireEvent.click(toolbarButton('Export'));
    await waitFor(() => expect(exported).toHaveBeenCalledWith({ ...NO_FILTERS, sortBy: 'dishname', sortDir: 'asc' }));
  });

  it('says when there are no records, and when the list failed, why, with a button that asks again', async () => {
    let fail = true;
    const server = fakeServer({ 'GET /api/dish': () => (fail ? new Error('database unavailable') : envelope([])) });
    render(<DishesPage />);
    expect(await screen.findByText('database unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No records')).toBeTruthy();
    expect(server.to('GET', '/api/dish')).toHaveLength(2);
  });

  it('gives an admin the outlet lookup, and shows an outlet user their own outlet, fixed', async () => {
    fakeServer(listed);
    const admin = render(<DishesPage />);
    await screen.findByText('Nasi Goreng');
    expect(screen.getByRole('button', { name: 'Pick an outlet: Outlet' })).toBeTruthy();
    admin.unmount();
    render(<DishesPage />, { who: 'manager' });
    await screen.findByText('Nasi Goreng');
    expect(screen.queryByRole('button', { name: 'Pick an outlet: Outlet' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Outlet' }) as HTMLInputElement).value).toBe('Saji Senayan');
  });
});
