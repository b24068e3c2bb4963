import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useContext } from 'react';
import { Link } from 'react-router';
import { useProfile } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { NavItemsContext, visibleNav } from '../../lib/navigation';

const text = {
  welcome: { id: 'Selamat datang, {name}', en: 'Welcome, {name}' },
  summary: { id: '{company} · {outlet} · tanggal aktif {date}', en: '{company} · {outlet} · active date {date}' },
};

/** The landing page: who and where the user is, and large tiles for every screen they may open. */
export function HomePage() {
  const t = useT();
  const { data: profile } = useProfile();
  const navItems = useContext(NavItemsContext);
  if (!profile) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t(text.welcome, { name: profile.name })}</Title>
        <Text c="dimmed">
          {t(text.summary, { company: profile.company, outlet: profile.outletname ?? t('allOutlets'), date: formatDate(profile.tglaktif) })}
        </Text>
      </div>
      {visibleNav(profile, navItems).map(({ area, items }) => (
        <Stack key={area.area} gap="xs">
          <Title order={4} c="dimmed">
            {t(area.label)}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
            {items.map((item) => (
              <Card key={item.path} component={Link} to={item.path} withBorder padding="lg" radius="md">
                <Group wrap="nowrap">
                  <ThemeIcon size={44} variant="light" radius="md">
                    <item.icon size={26} />
                  </ThemeIcon>
                  <Text fw={600}>{t(item.label)}</Text>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
