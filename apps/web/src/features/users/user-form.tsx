import { Button, Group, Radio, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { type Employee, type Outlet, type OutletUser, usernameFor } from '@saji/core';
import { IconBuilding, IconKey, IconUserSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FormPage } from '../../components/form-actions';
import { api, type ListEnvelope } from '../../lib/api';
import { useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { notifyInvalidForm } from '../../lib/notify';
import type { SetupLink } from './setup-link-modal';
import { type SetPasswordLink, useCreateUser, useResetPassword, useUpdateUser } from './users.api';
import { text } from './users.text';

// The lookups are loaded when first opened, so the form does not carry them.
const EmployeeLookup = lazy(() => import('../directory').then((m) => ({ default: m.EmployeeLookup })));
const CompanyLookup = lazy(() => import('../directory').then((m) => ({ default: m.CompanyLookup })));

interface Values {
  crewkey: number | null;
  crewnik: string;
  full_name: string;
  username: string;
  company: string;
  outletid: string;
  usergroup: string;
  active: boolean;
}

const valuesOf = (u: OutletUser | undefined, company: string): Values => ({
  crewkey: u?.crewkey ?? null,
  crewnik: u?.crewnik ?? '',
  full_name: u?.full_name ?? '',
  username: u?.username ?? '',
  company: u?.company ?? company,
  outletid: u?.outletid ? String(u.outletid) : '',
  usergroup: u && u.usergroup !== 'admin' ? u.usergroup : '',
  active: !u?.isdeleted,
});

type OutletOption = Pick<Outlet, 'outletid' | 'outletcode' | 'outletname'>;

/**
 * Add a user from an employee (NIK, name, username and status read-only) or edit one: group, outlet,
 * active. An admin also sees the company lookup; a manager may only give the Cashier group.
 */
export function UserForm({ user, onClose, onLink }: { user?: OutletUser; onClose: () => void; onLink: (l: SetupLink) => void }) {
  const t = useT();
  const { data: profile } = useProfile();
  const isAdmin = profile?.group === 'admin';
  const [lookup, setLookup] = useState<'employee' | 'company' | null>(null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const reset = useResetPassword();
  const outlets = useQuery({
    queryKey: ['outlets', 'user-form'],
    queryFn: () => api.get<ListEnvelope<OutletOption>>('/api/restooutlet', { aktif: '1', limit: 100, sortBy: 'outletcode' }),
  });
  const form = useForm<Values>({
    initialValues: valuesOf(user, profile?.company ?? ''),
    validate: {
      crewkey: (v) => (!user && !v ? t(text.employeeRequired) : null),
      outletid: (v) => (v ? null : 'required'),
      usergroup: (v) => (!user && !v ? 'required' : null),
    },
  });
  const linkOf = (saved: SetPasswordLink) =>
    onLink({ name: form.values.full_name, username: saved.username, url: saved.setpasswordurl, hours: saved.setuplinkhours });

  const submit = form.onSubmit(
    (v) => {
      const outletid = Number(v.outletid);
      const usergroup = (v.usergroup || undefined) as 'manager' | 'cashier' | undefined;
      if (!user) {
        const body = { crewkey: v.crewkey ?? 0, username: v.username, outletid, usergroup: usergroup ?? 'cashier' };
        return create.mutate(body, {
          onSuccess: (saved) => {
            linkOf(saved);
            onClose();
          },
        });
      }
      update.mutate({ username: user.username, outletid, usergroup, isdeleted: v.active ? 0 : 1 }, { onSuccess: onClose });
    },
    () => notifyInvalidForm(),
  );

  const pickEmployee = (e: Employee) =>
    form.setValues({
      crewkey: e.crewkey,
      crewnik: e.crewnik,
      full_name: e.crewname,
      username: usernameFor(profile?.compcode ?? '', e.crewnik),
      active: true,
    });

  const askReset = () =>
    user &&
    modals.openConfirmModal({
      title: t(text.resetPassword),
      children: <Text size="sm">{t(text.resetQuestion, { name: user.full_name })}</Text>,
      labels: { confirm: t(text.resetPassword), cancel: t('cancel') },
      centered: true,
      onConfirm: () => reset.mutate(user.username, { onSuccess: linkOf }),
    });

  return (
    <FormPage
      onSubmit={submit}
      card
      title={user ? t(text.editTitle, { name: user.username }) : t(text.addTitle)}
      saving={create.isPending || update.isPending}
      onClose={onClose}
    >
      <UserIdentity form={form} user={user} isAdmin={isAdmin} onLookup={setLookup} />
      <Radio.Group label={t(text.userGroup)} required={!user} {...form.getInputProps('usergroup')}>
        <Group mt={4}>
          <Radio value="manager" label={t(text.manager)} disabled={!isAdmin} />
          <Radio value="cashier" label={t(text.cashier)} />
        </Group>
      </Radio.Group>
      <Select
        label={t(text.outlet)}
        required
        w={360}
        data={(outlets.data?.list ?? []).map((o) => ({ value: String(o.outletid), label: `${o.outletcode} | ${o.outletname}` }))}
        {...form.getInputProps('outletid')}
      />
      {user && (
        <Group>
          <Button variant="light" color="orange" leftSection={<IconKey size={18} />} loading={reset.isPending} onClick={askReset}>
            {t(text.resetPassword)}
          </Button>
        </Group>
      )}
      <Suspense>
        {lookup === 'employee' && <EmployeeLookup opened onClose={() => setLookup(null)} onSelect={pickEmployee} />}
        {lookup === 'company' && (
          <CompanyLookup opened onClose={() => setLookup(null)} onSelect={(c) => form.setValues({ company: c.company })} />
        )}
      </Suspense>
    </FormPage>
  );
}

/** Who the user is: the company (an admin picks it), the employee picked for a new user, and what follows from them, read-only. */
function UserIdentity({
  form,
  user,
  isAdmin,
  onLookup,
}: {
  form: UseFormReturnType<Values>;
  user?: OutletUser;
  isAdmin: boolean;
  onLookup: (lookup: 'employee' | 'company') => void;
}) {
  const t = useT();
  return (
    <>
      {isAdmin && (
        <Group align="flex-end" gap="xs">
          <TextInput label={t(text.company)} readOnly value={form.values.company} w={320} />
          <Button variant="default" leftSection={<IconBuilding size={18} />} onClick={() => onLookup('company')}>
            {t(text.pickCompany)}
          </Button>
        </Group>
      )}
      {!user && (
        <Group>
          <Button variant="light" leftSection={<IconUserSearch size={18} />} onClick={() => onLookup('employee')}>
            {t(text.pickEmployee)}
          </Button>
          {form.errors.crewkey && (
            <Text c="red" size="sm">
              {form.errors.crewkey}
            </Text>
          )}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t(text.nik)} readOnly value={form.values.crewnik} />
        <TextInput label={t(text.fullName)} readOnly value={form.values.full_name} />
        <TextInput label={t(text.loginName)} readOnly value={form.values.username} data-testid="user-username" />
        {user ? (
          <Switch mt="lg" label={t(text.activeStatus)} {...form.getInputProps('active', { type: 'checkbox' })} />
        ) : (
          <TextInput label={t(text.status)} readOnly value={form.values.crewkey ? t(text.activeStatus) : ''} />
        )}
      </SimpleGrid>
    </>
  );
}
