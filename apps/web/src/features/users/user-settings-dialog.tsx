import { Button, Group, Modal, Stack } from '@mantine/core';
import { MAX_OFFLINE_HOURS, MAX_SETUP_LINK_HOURS, type UserSettings, userSettingsSchema } from '@saji/core';
import { NumberField } from '../../components/number-field';
import { RecordPending } from '../../components/record-pending';
import { useT } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useSaveUserSettings, useUserSettings } from './users.api';
import { text } from './users.text';

/**
 * The company's user settings (admin, `users.settings`): how long a set-password link works, and how
 * long a till keeps selling on its kept session with the server out of reach. Checked by the schema the
 * server validates with, so a value out of range is marked here and never sent.
 */
export function UserSettingsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const settings = useUserSettings();
  return (
    <Modal opened onClose={onClose} title={t(text.settingsTitle)} size={520} centered>
      {settings.data ? (
        <SettingsForm initial={settings.data} onClose={onClose} />
      ) : (
        <RecordPending error={settings.error} onClose={onClose} />
      )}
    </Modal>
  );
}

function SettingsForm({ initial, onClose }: { initial: UserSettings; onClose: () => void }) {
  const t = useT();
  const save = useSaveUserSettings();
  const { form, submit } = useSchemaForm(userSettingsSchema, initial, (body) => save.mutate(body, { onSuccess: onClose }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NumberField
          label={t(text.setupLinkHours)}
          description={t(text.setupLinkHoursHint, { max: MAX_SETUP_LINK_HOURS })}
          withAsterisk
          {...form.getInputProps('setuplinkhours')}
        />
        <NumberField
          label={t(text.offlineHours)}
          description={t(text.offlineHoursHint, { max: MAX_OFFLINE_HOURS })}
          withAsterisk
          {...form.getInputProps('offlinehours')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
