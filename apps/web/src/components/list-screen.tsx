import { Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { type ReactNode, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useT, type Text as Words } from '../lib/i18n';
import { DataTable } from './data-table';
import { FilterPanel } from './filter-panel';
import { Toolbar } from './toolbar';
import type { ListQuery } from './use-list-query';
import type { ListMode } from './use-list-screen';

type ExportParams = Record<string, string | number | undefined>;

/** What the skeleton needs of useListScreen's state (any filter type). */
export interface ListScreenView<Row> {
  id: keyof Row & string;
  filters: { apply: () => void; clear: () => void };
  list: ListQuery<Row>;
  selected: Row | null;
  select: (row: Row | null) => void;
  mode: ListMode<Row>;
  add: () => void;
  edit: (row: Row) => void;
  close: () => void;
  remove: (row: Row) => Promise<void>;
}

/**
 * The actions a user may take; each is offered only when given, so a user who may not write sees no
 * write button. `true` opens the screen's own form; a function does something else (a form route).
 */
export interface ListActions<Row> {
  add?: boolean | (() => void);
  edit?: boolean | ((row: Row) => void);
  delete?: boolean;
  export?: false | ((params: ExportParams) => unknown);
  /** Where Edit and Delete are offered: the toolbar (acting on the selected row), each row's icons, or both. */
  where?: 'both' | 'toolbar' | 'rows';
}

export interface ListScreenProps<Row> {
  screen: ListScreenView<Row>;
  title: string;
  actions?: ListActions<Row>;
  /** Buttons before the toolbar's own (Print, Import, Positions). */
  extra?: ReactNode;
  /** A line under the title (a hint). */
  note?: ReactNode;
  /** The filter fields, in the shared filter panel with Apply and Clear. */
  filters?: ReactNode;
  /** Instead of the filter panel: a head of its own (a period form with Process). */
  head?: ReactNode;
  /** Instead of the toolbar: buttons of its own, under the filter where they have the whole width. */
  toolbar?: ReactNode;
  columns: DataTableColumn<Row>[];
  numbered?: boolean;
  /** The list's small type (DataTable's dense). */
  dense?: boolean;
  pageSizes?: number[];
  /** A double-click opens the row (a read-only view). */
  onOpen?: (row: Row) => void;
  /** A click on a row also does this (besides selecting it). */
  onSelect?: (row: Row) => void;
  /** Beside the list, on wide screens: a form that edits the clicked row. */
  aside?: ReactNode;
  /** The add/edit form (screen.add, screen.edit): it takes the screen's place. */
  form?: (row: Row | undefined) => ReactNode;
  /** The form sits under the list's title instead of taking the whole screen. */
  formUnderTitle?: boolean;
  /** Says that the server stopped counting (list.more); a general sentence by default. */
  cappedText?: Words;
  /** After the list: its footer, dialogs. */
  children?: ReactNode;
}

const CAPPED: Words = { id: 'Lebih dari {total} baris cocok: persempit filter.', en: 'More than {total} rows match: narrow the filters.' };

const handler = <A,>(given: boolean | A | undefined, own: A): A | undefined =>
  given === true ? own : given === false || given === undefined ? undefined : given;

/**
 * The skeleton of every back-office list: title and toolbar, filter panel, the server-paged table with
 * selection, paging and sort, its empty, loading and error states, and the add/edit form in its place.
 * A screen gives its columns, its filter fields and what its user may do (features/customers is the
 * example).
 */
export function ListScreen<Row>(props: ListScreenProps<Row>) {
  const { screen, title, actions = {}, form, formUnderTitle } = props;
  const t = useT();
  const navigate = useNavigate();
  if (screen.mode.kind === 'form' && form && !formUnderTitle) return <FormSuspense>{form(screen.mode.row)}</FormSuspense>;
  const onAdd = handler(actions.add, screen.add);
  const onEdit = handler(actions.edit, screen.edit);
  const onDelete = actions.delete ? screen.remove : undefined;
  const exporter = actions.export;
  const onExport = exporter ? () => exporter(screen.list.exportParams as ExportParams) : undefined;
  const editing = screen.mode.kind === 'form';
  const where = actions.where ?? 'both';
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{title}</Title>
        {!editing && !props.toolbar && (
          <Toolbar<Row>
            selected={screen.selected}
            onAdd={onAdd}
            onEdit={where === 'rows' ? undefined : onEdit}
            onDelete={where === 'rows' ? undefined : onDelete}
            onExport={onExport}
            onClose={() => navigate('/')}
          >
            {props.extra}
          </Toolbar>
        )}
      </Group>
      {editing && form ? (
        <FormSuspense>{form(screen.mode.kind === 'form' ? screen.mode.row : undefined)}</FormSuspense>
      ) : (
        <>
          {props.note}
          {props.head ??
            (props.filters && (
              <FilterPanel onApply={screen.filters.apply} onClear={screen.filters.clear}>
                {props.filters}
              </FilterPanel>
            ))}
          {props.toolbar}
          <Beside aside={props.aside}>
            <DataTable<Row>
              list={screen.list}
              columns={props.columns}
              idAccessor={screen.id}
              numbered={props.numbered}
              dense={props.dense}
              pageSizes={props.pageSizes}
              selected={screen.selected}
              onSelect={(row) => {
                screen.select(row);
                props.onSelect?.(row);
              }}
              onOpen={props.onOpen}
              onEdit={where === 'toolbar' ? undefined : onEdit}
              onDelete={where === 'toolbar' ? undefined : onDelete}
            />
          </Beside>
          {screen.list.more && (
            <Text size="sm" c="dimmed" data-testid="count-capped">
              {t(props.cappedText ?? CAPPED, { total: screen.list.total.toLocaleString('id-ID') })}
            </Text>
          )}
          {props.children}
        </>
      )}
    </Stack>
  );
}

/** The list, with `aside` beside it on wide screens (under it on narrow ones). */
function Beside({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  if (!aside) return children;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{aside}</Grid.Col>
    </Grid>
  );
}

/** A lazily loaded form, with a spinner while its code arrives. */
export function FormSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center h={240}>
          <Loader />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
