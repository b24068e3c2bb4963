import { PasswordInput } from '@mantine/core';
import { passwordProblem } from '@saji/core';
import { useState } from 'react';
import { useT } from '../../lib/i18n';

const mismatch = { id: 'Kata sandi tidak sama.', en: 'The passwords differ.' };

/**
 * A new password typed twice, as the set-password link and the change-password page ask for it: the
 * core rule first (length, common passwords, the username), then the repeat.
 */
export function useNewPassword(username?: string) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** Checks the two fields, shows what is wrong, and answers whether they may be sent. */
  const accepted = () => {
    const found = passwordProblem(password, username) ?? (password !== repeat ? t(mismatch) : null);
    setProblem(found);
    return found === null;
  };
  const fields = (labels: { password: string; repeat: string }) => (
    <>
      <PasswordInput
        label={labels.password}
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <PasswordInput
        label={labels.repeat}
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(e) => setRepeat(e.currentTarget.value)}
      />
    </>
  );
  return { password, problem, accepted, fields };
}
