import { Badge, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type OutletUser, userDeleteQuestion } from '@saji/core';
import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { FormSuspense, type ListMode } from '../../components/list-screen';
import { Toolbar } from '../../components/toolbar';
import { useT } from '../../lib/i18n';
import { SetupLinkModal } from './setup-link-modal';
import { exportUsers, type UserFilters, useDeleteUser, useUserList } from './users.api';
import { text } from './users.text';

const UserForm = lazy(() => import('./user-form').then((m) => ({ default: m.UserForm })));

const NO_FILTERS: UserFilters = { username: '', company: '' };

/** The spec's delete question for a user: '{name} will be permanently deleted! ...', Cancel or Delete Anyway. */
function confirmUserDelete(name: string, labels: { title: string; confirm: string; cancel: string }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: labels.title,
      children: <Text size="sm">{userDeleteQuestion(name)}</Text>,
      labels: { confirm: labels.confirm, cancel: labels.cancel },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** List of User / Manage Team: an admin's whole company, a manager's own outlet. */
export function UsersPage() {
  const t = useT();
  const navigate = useNavigate();
  const filters = useFilters(NO_FILTERS);
  const list = useUserList(filters.applied);
  const remove = useDeleteUser();
  const [mode, setMode] = useState<ListMode<OutletUser>>({ kind: 'list' });
  const [selected, setSelected] = useState<OutletUser | null>(null);
  const [link, setLink] = useState<{ name: string; url: string } | null>(null);

  const del = async (u: OutletUser) => {
    if (!(await confirmUserDelete(u.full_name, { title: t(text.deleteTitle), confirm: t(text.deleteAnyway), cancel: t('cancel') }))) return;
    remove.mutate(u.username, { onSuccess: () => setSelected(null) });
  };
  const groupLabel = (g: OutletUser['usergroup']) => t(text[g]);

  return (
    <>
      <SetupLinkModal link={link} onClose={() => setLink(null)} />
      {mode.kind === 'form' ? (
        <FormSuspense>
          <UserForm user={mode.row} onClose={() => setMode({ kind: 'list' })} onLink={setLink} />
        </FormSuspense>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2}>{t(text.title)}</Title>
            <Toolbar<OutletUser>
              selected={selected}
              onAdd={() => setMode({ kind: 'form' })}
              onEdit={(row) => setMode({ kind: 'form', row })}
              onDelete={del}
              onExport={() => exportUsers(list.exportParams)}
              onClose={() => navigate('/')}
            />
          </Group>
          <FilterPanel onApply={filters.apply} onClear={filters.clear}>
            <TextInput label={t(text.username)} w={200} {...filters.field('username')} />
            <TextInput label={t(text.company)} w={220} {...filters.field('company')} />
          </FilterPanel>
          <DataTable<OutletUser>
            list={list}
            idAccessor="username"
            pageSizes={[10, 15, 20, 30, 50]}
            selected={selected}
            onSelect={setSelected}
            onEdit={(row) => setMode({ kind: 'form', row })}
            onDelete={del}
            columns={[
              { accessor: 'username', title: t(text.loginName), sortable: true, width: 140 },
              { accessor: 'full_name', title: t(text.fullName), sortable: true },
              { accessor: 'email', title: t(text.email), ellipsis: true, width: 170 },
              { accessor: 'mobile', title: t(text.mobile), width: 130 },
              {
                accessor: 'outletname',
                title: t(text.outlet),
                sortable: true,
                render: (u) => (u.outletcode ? `${u.outletcode} | ${u.outletname}` : t('allOutlets')),
              },
              { accessor: 'company', title: t(text.company), sortable: true },
              { accessor: 'usergroup', title: t(text.userGroup), sortable: true, width: 110, render: (u) => groupLabel(u.usergroup) },
              {
                accessor: 'isdeleted',
                title: t(text.status),
                width: 100,
                render: (u) => (
                  <Badge color={u.isdeleted ? 'gray' : 'green'} variant="light" tt="none">
                    {t(u.isdeleted ? text.inactive : text.activeStatus)}
                  </Badge>
                ),
              },
            ]}
          />
        </Stack>
      )}
    </>
  );
}
