import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Company } from '@saji/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/data-table';
import { listSource, useListQuery } from '../../components/use-list-query';
import { useT } from '../../lib/i18n';
import { text } from './directory.text';

// The spec's company list pages 25 (its table descriptor says limit 25), unlike the employee list's 20.
const companyList = listSource<Company>('companies', '/api/company', { limit: 25, sortBy: 'company' });
const COMPANY_PAGE_SIZES = [10, 25, 50, 100];

export interface CompanyLookupProps {
  opened: boolean;
  onClose: () => void;
  onSelect: (company: Company) => void;
}

/**
 * The company list (admin only): a Filter box with Clear; No., Company Name, Address, Phone/Fax.
 * An administrator sees their own company only, so the list holds one row.
 */
export function CompanyLookup({ opened, onClose, onSelect }: CompanyLookupProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t(text.companyLookup)} size="xl" centered>
      {opened && <CompanyLookupBody onClose={onClose} onSelect={onSelect} />}
    </Modal>
  );
}

function CompanyLookupBody({ onClose, onSelect }: Omit<CompanyLookupProps, 'opened'>) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const filters = useMemo(() => ({ company: debounced }), [debounced]);
  const list = useListQuery(companyList, filters);
  return (
    <>
      <Group gap="sm" mb="sm" align="flex-end">
        <TextInput
          label={t('filter')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1 }}
          data-autofocus
        />
        <Button variant="default" leftSection={<IconFilterOff size={18} />} onClick={() => setSearch('')}>
          {t('clear')}
        </Button>
      </Group>
      <DataTable<Company>
        list={list}
        idAccessor="compcode"
        numbered
        pageSizes={COMPANY_PAGE_SIZES}
        onSelect={(row) => {
          onSelect(row);
          onClose();
        }}
        columns={[
          { accessor: 'company', title: t(text.company), sortable: true },
          { accessor: 'address', title: t(text.address) },
          { accessor: 'phonefax', title: t(text.phonefax) },
        ]}
      />
    </>
  );
}
