import { Alert, Button, Center, Paper, Text } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@saji/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../lib/api';
import { PROFILE_KEY } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { errorText } from '../../lib/notify';
import { useNewPassword } from './new-password';

const text = {
  title: { id: 'Atur kata sandi Anda', en: 'Set your password' },
  intro: {
    id: 'Tautan ini hanya berlaku sekali. Pilih kata sandi minimal {n} karakter yang bukan kata sandi umum.',
    en: 'This link works once. Choose a password of at least {n} characters that is not a common one.',
  },
  password: { id: 'Kata sandi baru (password)', en: 'New password' },
  repeat: { id: 'Ulangi kata sandi', en: 'Repeat password' },
  loginName: { id: 'Nama login Anda: {name}', en: 'Your login name: {name}' },
  noToken: { id: 'Tautan tidak lengkap: token tidak ada.', en: 'The link is incomplete: no token.' },
  submit: { id: 'Simpan dan masuk', en: 'Save and sign in' },
};

/** A one-time set-password link: the first admin's (from the server log), a new user's or a reset one. */
export function SetupPage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSearchParams()[0].get('token') ?? '';
  const { password, form } = useNewPassword();
  // The login name is made by the system: the user learns it here, before choosing the password.
  const login = useQuery({
    queryKey: ['setup-login', token],
    queryFn: () => api.get<{ username: string }>('/api/auth/setup', { token }),
    enabled: token.length >= 20,
    retry: false,
  });
  const setup = useMutation({
    mutationFn: () => api.post('/api/auth/setup', { token, password }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      navigate('/', { replace: true });
    },
  });

  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="md" p="xl" radius="md" w={440} maw="100%">
        {form({
          title: t(text.title),
          intro: t(text.intro, { n: MIN_PASSWORD_LENGTH }),
          notes: (
            <>
              {login.data && (
                <Text fw={600} data-testid="setup-login-name">
                  {t(text.loginName, { name: login.data.username })}
                </Text>
              )}
              {!token && <Alert color="red">{t(text.noToken)}</Alert>}
              {login.isError && <Alert color="red">{errorText(login.error)}</Alert>}
            </>
          ),
          labels: { password: t(text.password), repeat: t(text.repeat) },
          failure: setup.error,
          button: (
            <Button type="submit" size="lg" disabled={!token} loading={setup.isPending}>
              {t(text.submit)}
            </Button>
          ),
          send: () => setup.mutate(),
        })}
      </Paper>
    </Center>
  );
}
