import { AppShell, Badge, Burger, Button, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import type { Profile } from '@saji/core';
import { IconBuildingStore, IconCalendar, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { OfflineNotice } from '../components/offline-notice';
import { OutboxBadge } from '../components/outbox-badge';
import { useProfile, useSignOut } from '../lib/auth';
import { formatDate } from '../lib/format';
import { type Text as I18nText, useT } from '../lib/i18n';
import { NavItemsContext, visibleNav } from '../lib/navigation';
import { notifyError, useScreenToasts } from '../lib/notify';
import { outboxText } from '../lib/outbox/outbox.text';
import { forgetOutbox, waitingCommands } from '../lib/outbox/use-outbox';
import { forgetOfflineCache } from './offline-cache';
import { RequireAuth } from './require-auth';
import { allNavItems } from './routes';
import { ScreenGuard } from './screen-guard';

const text = {
  groups: {
    admin: { id: 'Administrator', en: 'Administrator' },
    manager: { id: 'Manajer', en: 'Manager' },
    cashier: { id: 'Kasir', en: 'Cashier' },
    kitchen: { id: 'Dapur', en: 'Kitchen' },
  },
  menu: { id: 'Menu utama', en: 'Main menu' },
  password: { id: 'Ganti kata sandi', en: 'Change password' },
} satisfies Record<string, I18nText | Record<string, I18nText>>;

/**
 * The signed-in frame, loaded lazily after sign-in: the login page does not carry the menu, the
 * header or the modals (confirmations and lookups only happen on signed-in screens).
 */
export function SignedInLayout() {
  return (
    <RequireAuth>
      <ModalsProvider>
        <AppLayout />
      </ModalsProvider>
    </RequireAuth>
  );
}

/**
 * Screens that take the whole window (the POS): they get no header or menu under them. The till opens
 * on them, often offline from its cache on a slow device, and a menu of every screen, drawn and laid
 * out under a screen that covers it, only delayed its first menu card.
 */
const FULL_SCREENS = ['/pos'];
const fullScreen = (pathname: string) => FULL_SCREENS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Header with who and where, the menu by area, and the screen. */
function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const { data: profile } = useProfile();
  const t = useT();
  const location = useLocation();
  useScreenToasts(location.pathname.split('/')[1] ?? '');

  const full = fullScreen(location.pathname);
  const screen = (
    <NavItemsContext.Provider value={allNavItems}>
      <ScreenGuard profile={profile} items={allNavItems}>
        {!full && <OfflineNotice />}
        <Outlet />
      </ScreenGuard>
    </NavItemsContext.Provider>
  );
  if (full) return screen;
  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Header profile={profile} opened={opened} toggle={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t(text.menu)}>
        <ScrollArea>
          <Stack gap={4}>
            {visibleNav(profile, allNavItems).map(({ area, items }) => (
              <div key={area.area}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
                  {t(area.label)}
                </Text>
                {items.map((item) => (
                  <NavLink
                    key={item.path}
                    component={Link}
                    to={item.path}
                    label={t(item.label)}
                    leftSection={<item.icon size={20} />}
                    active={location.pathname === item.path || location.pathname.startsWith(`${item.path}/`)}
                    onClick={close}
                    py="sm"
                  />
                ))}
              </div>
            ))}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>{screen}</AppShell.Main>
    </AppShell>
  );
}

function Header({ profile, opened, toggle }: { profile: Profile | undefined; opened: boolean; toggle: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t(text.menu)} />
        <Title order={3} c="orange.7">
          <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
            Saji
          </Link>
        </Title>
        {profile && (
          <Stack gap={0} visibleFrom="sm" data-testid="header-company">
            <Text size="sm" fw={600} lh={1.2}>
              {profile.company}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconBuildingStore size={14} />
              <Text size="xs" c="dimmed">
                {/* An admin works on every outlet; the POS names the one its terminal takes orders for. */}
                {profile.group === 'admin' ? t('allOutlets') : (profile.outletname ?? t('allOutlets'))}
              </Text>
            </Group>
          </Stack>
        )}
      </Group>
      {profile && (
        <Group gap="md" wrap="nowrap">
          <Group gap={4} wrap="nowrap" visibleFrom="md" title={t('activeDate')}>
            <IconCalendar size={16} />
            <Text size="sm" data-testid="header-active-date">
              {formatDate(profile.tglaktif)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" data-testid="header-user">
            <IconUser size={16} />
            <Text size="sm" fw={500} visibleFrom="xs">
              {profile.name}
            </Text>
            <Badge variant="light" size="sm">
              {t(text.groups[profile.group])}
            </Badge>
          </Group>
          <OutboxBadge username={profile.username} />
          <LanguageSwitch />
          <Button
            variant="subtle"
            color="gray"
            px="xs"
            aria-label={t(text.password)}
            title={t(text.password)}
            onClick={() => navigate('/password')}
          >
            <IconKey size={18} />
          </Button>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconLogout size={18} />}
            loading={signOut.isPending}
            onClick={async () => {
              // Sales still in the outbox belong to this session: signing out would strand them.
              const waiting = await waitingCommands(profile.username);
              if (waiting) return notifyError(t(outboxText.signOutRefused, { count: waiting }), { long: true });
              signOut.mutate(undefined, {
                onSettled: () => {
                  void forgetOutbox(profile.username);
                  void forgetOfflineCache();
                  navigate('/login', { replace: true });
                },
              });
            }}
          >
            {t('signOut')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
