import { Button, Group, Modal, TextInput } from '@mantine/core';
import type { Employee } from '@saji/core';
import { IconRefresh } from '@tabler/icons-react';
import { DataTable } from '../../components/data-table';
import { useFilters } from '../../components/filter-panel';
import { listSource, useListQuery } from '../../components/use-list-query';
import { useT } from '../../lib/i18n';
import { text } from './directory.text';

/** The employee and company lookups' page sizes (spec). */
const DIRECTORY_PAGE_SIZES = [10, 20, 30, 50, 70, 90, 120];
const NO_FILTERS = { crewname: '', crewnik: '', jabatan: '', departemen: '' };
const employeeList = listSource<Employee>('employees', '/api/employee', { limit: 20, sortBy: 'crewname' });

export interface EmployeeLookupProps {
  opened: boolean;
  onClose: () => void;
  onSelect: (employee: Employee) => void;
}

/** The employee lookup: serving (non-terminated) employees only; Enter in a filter refreshes the list. */
export function EmployeeLookup({ opened, onClose, onSelect }: EmployeeLookupProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t(text.employeeLookup)} size="xl" centered>
      {opened && <EmployeeLookupBody onClose={onClose} onSelect={onSelect} />}
    </Modal>
  );
}

function EmployeeLookupBody({ onClose, onSelect }: Omit<EmployeeLookupProps, 'opened'>) {
  const t = useT();
  const { draft, applied, field, apply } = useFilters(NO_FILTERS);
  const list = useListQuery(employeeList, applied);
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          // Enter always asks the server again: new filters load page 1, the same ones refresh it.
          if (JSON.stringify(draft) === JSON.stringify(applied)) list.refetch();
          else apply();
        }}
      >
        <Group gap="sm" mb="sm" align="flex-end">
          <TextInput label={t(text.crewname)} data-autofocus {...field('crewname')} />
          <TextInput label={t(text.crewnik)} w={140} {...field('crewnik')} />
          <TextInput label={t(text.jabatan)} w={160} {...field('jabatan')} />
          <TextInput label={t(text.departemen)} w={160} {...field('departemen')} />
          <Button type="submit" variant="light" leftSection={<IconRefresh size={18} />}>
            {t('search')}
          </Button>
        </Group>
      </form>
      <DataTable<Employee>
        list={list}
        idAccessor="crewkey"
        pageSizes={DIRECTORY_PAGE_SIZES}
        onSelect={(row) => {
          onSelect(row);
          onClose();
        }}
        columns={[
          { accessor: 'crewnik', title: t(text.crewnik), sortable: true },
          { accessor: 'crewname', title: t(text.crewname), sortable: true },
          { accessor: 'jabatan', title: t(text.jabatan), sortable: true },
          { accessor: 'pangkat', title: t(text.pangkat), sortable: true },
          { accessor: 'departemen', title: t(text.departemen), sortable: true },
        ]}
      />
    </>
  );
}
