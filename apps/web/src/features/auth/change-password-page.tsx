import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '@saji/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { errorText, notifySuccess } from '../../lib/notify';

const text = {
  title: { id: 'Ganti kata sandi', en: 'Change password' },
  intro: {
    id: 'Minimal {n} karakter, bukan kata sandi umum. Sesi Anda di perangkat lain akan berakhir.',
    en: 'At least {n} characters, not a common password. Your sessions on other devices end.',
  },
  current: { id: 'Kata sandi sekarang', en: 'Current password' },
  password: { id: 'Kata sandi baru', en: 'New password' },
  repeat: { id: 'Ulangi kata sandi baru', en: 'Repeat the new password' },
  mismatch: { id: 'Kata sandi tidak sama.', en: 'The passwords differ.' },
  done: { id: 'Kata sandi diganti', en: 'Password changed' },
};

/** Every user changes their own password here, with their current one. */
export function ChangePasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const [currentpassword, setCurrent] = useState('');
  const [newpassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/auth/password', { currentpassword, newpassword }),
    onSuccess: () => {
      notifySuccess(t(text.done));
      navigate('/');
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const weak = passwordProblem(newpassword, profile?.username);
    if (weak) return setProblem(weak);
    if (newpassword !== repeat) return setProblem(t(text.mismatch));
    setProblem(null);
    change.mutate();
  };

  return (
    <Paper withBorder p="xl" radius="md" maw={480}>
      <form onSubmit={submit}>
        <Stack>
          <Title order={2}>{t(text.title)}</Title>
          <Text size="sm" c="dimmed">
            {t(text.intro, { n: MIN_PASSWORD_LENGTH })}
          </Text>
          {(problem || change.isError) && (
            <Alert color="red" role="alert">
              {problem ?? errorText(change.error)}
            </Alert>
          )}
          <PasswordInput
            label={t(text.current)}
            autoComplete="current-password"
            required
            value={currentpassword}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
          <PasswordInput
            label={t(text.password)}
            autoComplete="new-password"
            required
            value={newpassword}
            onChange={(e) => setNew(e.currentTarget.value)}
          />
          <PasswordInput
            label={t(text.repeat)}
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(e) => setRepeat(e.currentTarget.value)}
          />
          <Button type="submit" loading={change.isPending}>
            {t('save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
