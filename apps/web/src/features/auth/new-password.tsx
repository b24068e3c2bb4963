import { Alert, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { passwordProblem } from '@saji/core';
import { type ReactNode, useState } from 'react';
import { useT } from '../../lib/i18n';
import { errorText } from '../../lib/notify';

const mismatch = { id: 'Kata sandi tidak sama.', en: 'The passwords differ.' };

/** What a new-password form says and asks besides the two fields. */
export interface NewPasswordFormParts {
  title: string;
  /** The rule, under the title. */
  intro: string;
  /** Shown between the rule and what went wrong. */
  notes?: ReactNode;
  /** A field asked before the new password (the current one). */
  firstField?: ReactNode;
  labels: { password: string; repeat: string };
  /** The request's error once it failed; a problem with the fields is shown first. */
  failure: unknown;
  button: ReactNode;
  /** Runs once the two fields are accepted. */
  send: () => void;
}

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
  const field = (label: string, value: string, set: (value: string) => void) => (
    <PasswordInput label={label} autoComplete="new-password" required value={value} onChange={(e) => set(e.currentTarget.value)} />
  );
  /** The whole form: both pages lay it out alike, each with its own words, notes and request. */
  const form = ({ title, intro, notes, firstField, labels, failure, button, send }: NewPasswordFormParts) => (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (accepted()) send();
      }}
    >
      <Stack>
        <Title order={2}>{title}</Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {notes}
        {(problem || failure != null) && (
          <Alert color="red" role="alert">
            {problem ?? errorText(failure)}
          </Alert>
        )}
        {firstField}
        {field(labels.password, password, setPassword)}
        {field(labels.repeat, repeat, setRepeat)}
        {button}
      </Stack>
    </form>
  );
  return { password, form };
}
