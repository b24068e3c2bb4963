import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useT } from '../lib/i18n';
import { outboxText } from '../lib/outbox/outbox.text';
import { useOnline } from '../lib/outbox/use-outbox';

/** Said plainly above every back-office screen while the server is out of reach. */
export function OfflineNotice() {
  const t = useT();
  if (useOnline()) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCloudOff size={18} />}
      title={t(outboxText.offlineTitle)}
      mb="md"
      data-testid="offline-notice"
    >
      {t(outboxText.offlineBody)}
    </Alert>
  );
}
