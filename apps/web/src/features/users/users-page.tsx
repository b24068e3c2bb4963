import { Badge, Button, TextInput } from '@mantine/core';
import { type OutletUser, userDeleteQuestion } from '@saji/core';
import { IconSettings } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useConfirmDelete } from '../../components/confirm-delete';
import { ListScreen } from '../../components/list-screen';
import { useListScreen } from '../../components/use-list-screen';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { type SetupLink, SetupLinkModal } from './setup-link-modal';
import { UserSettingsDialog } from './user-settings-dialog';
import { exportUsers, type UserFilters, useDeleteUser, userList } from './users.api';
import { text } from './users.text';

const UserForm = lazy(() => import('./user-form').then((m) => ({ default: m.UserForm })));

const NO_FILTERS: UserFilters = { username: '', company: '' };

/** List of User / Manage Team: an admin's whole company, a manager's own outlet. */
export function UsersPage() {
  const t = useT();
  const confirmDelete = useConfirmDelete();
  const [link, setLink] = useState<SetupLink | null>(null);
  const [settings, setSettings] = useState(false);
  // The company's settings are the admin's (users.settings); a manager managing a team does not see the button.
  const canSettings = useCan('users.settings');
  const screen = useListScreen({
    source: userList,
    id: 'username',
    filters: NO_FILTERS,
    remove: useDeleteUser(),
    // The spec's own question for a user: '{name} will be permanently deleted! ...', Cancel or Delete Anyway.
    confirmRemove: (u: OutletUser) =>
      confirmDelete({ title: t(text.deleteTitle), body: userDeleteQuestion(u.full_name), confirm: t(text.deleteAnyway) }),
  });
  const { filters } = screen;
  return (
    <>
      <SetupLinkModal link={link} onClose={() => setLink(null)} />
      {settings && <UserSettingsDialog onClose={() => setSettings(false)} />}
      <ListScreen<OutletUser>
        screen={screen}
        title={t(text.title)}
        actions={{ add: true, edit: true, delete: true, export: exportUsers }}
        extra={
          canSettings && (
            <Button variant="default" leftSection={<IconSettings size={18} />} onClick={() => setSettings(true)}>
              {t(text.settings)}
            </Button>
          )
        }
        filters={
          <>
            <TextInput label={t(text.username)} w={200} {...filters.field('username')} />
            <TextInput label={t(text.company)} w={220} {...filters.field('company')} />
          </>
        }
        pageSizes={[10, 15, 20, 30, 50]}
        columns={[
          // Sized to their content, so the row's actions stay on a 1366 px screen (no sideways scrolling).
          { accessor: 'username', title: t(text.loginName), sortable: true },
          { accessor: 'full_name', title: t(text.fullName), sortable: true },
          {
            accessor: 'email',
            title: t(text.email),
            ellipsis: true,
            width: 140,
            render: (u) => <span title={u.email ?? undefined}>{u.email}</span>,
          },
          { accessor: 'mobile', title: t(text.mobile), noWrap: true },
          {
            accessor: 'outletname',
            title: t(text.outlet),
            sortable: true,
            render: (u) => (u.outletcode ? `${u.outletcode} | ${u.outletname}` : t('allOutlets')),
          },
          { accessor: 'company', title: t(text.company), sortable: true },
          { accessor: 'usergroup', title: t(text.userGroup), sortable: true, render: (u) => t(text[u.usergroup]) },
          {
            accessor: 'isdeleted',
            title: t(text.status),
            // Room for the badge's word ('Tidak aktif'): an auto column squeezed it to 'Act…'.
            width: 104,
            render: (u) => (
              <Badge color={u.isdeleted ? 'gray' : 'green'} variant="light" tt="none">
                {t(u.isdeleted ? text.inactive : text.activeStatus)}
              </Badge>
            ),
          },
        ]}
        form={(row) => <UserForm user={row} onClose={screen.close} onLink={setLink} />}
      />
    </>
  );
}
