import { Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../../lib/i18n';
import { text } from './users.text';

export interface SetupLink {
  name: string;
  /** The login name the system made: the user signs in with it, so it is told with the link. */
  username: string;
  url: string;
  /** How long the link works, as the company's admin set it. */
  hours: number;
}

/** The one-time set-password link, shown once right after the user is made or their password reset. */
export function SetupLinkModal({ link, onClose }: { link: SetupLink | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={!!link} onClose={onClose} title={t(text.linkTitle)} size="lg" centered>
      {link && (
        <Stack>
          <Text size="sm">{t(text.linkIntro, { name: link.name, hours: link.hours })}</Text>
          <TextInput label={t(text.loginName)} value={link.username} readOnly data-testid="setup-username" />
          <TextInput value={link.url} readOnly data-testid="setup-link" onFocus={(e) => e.currentTarget.select()} />
          <Group justify="flex-end">
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Button variant="light" leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />} onClick={copy}>
                  {t(copied ? text.copied : text.copy)}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t(text.done)}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
