import { Alert, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Profile } from '@saji/core';
import { IconAlertCircle, IconLogin } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { sessionRefused, useProfile, useSignIn } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { errorText } from '../../lib/notify';

const text = {
  tagline: { id: 'Kasir & back office restoran', en: 'Restaurant POS & back office' },
  username: { id: 'Username', en: 'Username' },
  password: { id: 'Kata sandi (password)', en: 'Password' },
  signIn: { id: 'Masuk', en: 'Sign in' },
  showHide: { id: 'Tampilkan atau sembunyikan', en: 'Show or hide' },
  failed: { id: 'Gagal masuk', en: 'Sign-in failed' },
};

/**
 * Where to go after signing in: back to the page that sent the user here, else the user's own first
 * screen: a kitchen screen opens on the kitchen display (it has nothing else to do), everyone else home.
 */
export function landingPath(group: Profile['group'] | undefined, from: string | undefined): string {
  if (from?.startsWith('/') && !from.startsWith('/login')) return from;
  return group === 'kitchen' ? '/kitchen' : '/';
}

const useFrom = () => (useLocation().state as { from?: string } | null)?.from;

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const from = useFrom();
  const profile = useProfile();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  // Someone already signed in who opens /login goes straight on; a profile kept from an earlier page
  // (app/offline-cache.ts) counts once the server has not refused it (offline, it cannot say).
  if (profile.data && !profile.isFetching && !sessionRefused(profile.error))
    return <Navigate to={landingPath(profile.data.group, from)} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate(
      { username: username.trim(), password },
      { onSuccess: (signedIn) => navigate(landingPath(signedIn.group, from), { replace: true }) },
    );
  };

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="md" p="xl" radius="md" w={420} maw="100%">
        <form onSubmit={submit}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={1} c="orange.7">
                  Saji
                </Title>
                <Text c="dimmed" size="sm">
                  {t(text.tagline)}
                </Text>
              </div>
              <LanguageSwitch />
            </Group>
            {signIn.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} title={t(text.failed)} role="alert">
                {errorText(signIn.error)}
              </Alert>
            )}
            <TextInput
              label={t(text.username)}
              name="username"
              autoComplete="username"
              required
              autoFocus
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
            />
            <PasswordInput
              label={t(text.password)}
              name="password"
              autoComplete="current-password"
              required
              // Only the field itself is labelled 'password', so assistive tech and tests find one control.
              visibilityToggleButtonProps={{ 'aria-label': t(text.showHide) }}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button type="submit" size="lg" loading={signIn.isPending} leftSection={<IconLogin size={20} />}>
              {t(text.signIn)}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
