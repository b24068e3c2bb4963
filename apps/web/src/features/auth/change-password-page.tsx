import { Button, Paper, PasswordInput } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@saji/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify';
import { useNewPassword } from './new-password';

const text = {
  title: { id: 'Ganti kata sandi', en: 'Change password' },
  intro: {
    id: 'Minimal {n} karakter, bukan kata sandi umum. Sesi Anda di perangkat lain akan berakhir.',
    en: 'At least {n} characters, not a common password. Your sessions on other devices end.',
  },
  current: { id: 'Kata sandi sekarang', en: 'Current password' },
  password: { id: 'Kata sandi baru', en: 'New password' },
  repeat: { id: 'Ulangi kata sandi baru', en: 'Repeat the new password' },
  done: { id: 'Kata sandi diganti', en: 'Password changed' },
};

/** Every user changes their own password here, with their current one. */
export function ChangePasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const [currentpassword, setCurrent] = useState('');
  const { password: newpassword, form } = useNewPassword(profile?.username);
  const change = useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/auth/password', { currentpassword, newpassword }),
    onSuccess: () => {
      notifySuccess(t(text.done));
      navigate('/');
    },
  });

  return (
    <Paper withBorder p="xl" radius="md" maw={480}>
      {form({
        title: t(text.title),
        intro: t(text.intro, { n: MIN_PASSWORD_LENGTH }),
        firstField: (
          <PasswordInput
            label={t(text.current)}
            autoComplete="current-password"
            required
            value={currentpassword}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
        ),
        labels: { password: t(text.password), repeat: t(text.repeat) },
        failure: change.error,
        button: (
          <Button type="submit" loading={change.isPending}>
            {t('save')}
          </Button>
        ),
        send: () => change.mutate(),
      })}
    </Paper>
  );
}
