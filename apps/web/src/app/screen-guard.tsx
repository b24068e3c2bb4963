import { Alert, Button, Stack, Title } from '@mantine/core';
import { can, type Profile } from '@saji/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Text } from '../lib/i18n';
import { useT } from '../lib/i18n';
import type { NavItem } from '../lib/navigation';

const text = {
  title: { id: 'Tidak diizinkan', en: 'Not allowed' },
  body: {
    id: 'Peran Anda tidak boleh membuka layar ini. Minta administrator bila Anda memerlukannya.',
    en: 'Your role may not open this screen. Ask an administrator if you need it.',
  },
  home: { id: 'Ke beranda', en: 'Go home' },
} satisfies Record<string, Text>;

/** The menu entry a path belongs to: the screen itself or one of its sub-pages (/menus/12 is /menus). */
export function screenOf(pathname: string, items: NavItem[]): NavItem | undefined {
  const owners = items.filter((i) => pathname === i.path || pathname.startsWith(`${i.path}/`));
  return owners.sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * A screen the user's role may not use says so, instead of opening and showing the empty lists its
 * refused requests leave (a cashier typing /accounting/periods).
 */
export function ScreenGuard({ profile, items, children }: { profile: Profile | undefined; items: NavItem[]; children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const screen = screenOf(pathname, items);
  if (!profile || !screen || can(profile.group, screen.permission)) return children;
  return (
    <Stack maw={560} data-testid="not-allowed">
      <Title order={2}>{t(text.title)}</Title>
      <Alert color="red" icon={<IconLock size={20} />}>
        {t(text.body)}
      </Alert>
      <Button component={Link} to="/" variant="default" w="fit-content">
        {t(text.home)}
      </Button>
    </Stack>
  );
}
