import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { ageText } from '../../../lib/outbox/outbox.text';
import { useOnline } from '../../../lib/outbox/use-outbox';
import { text } from '../orders.text';

/** Over the table board while offline: it is the last state the server gave, with its age, and this till's own orders. */
export function OfflineBoardNote({ updatedAt }: { updatedAt: number }) {
  const t = useT();
  if (useOnline() || !updatedAt) return null;
  return (
    <Alert color="red" variant="light" icon={<IconCloudOff size={16} />} py={6} m="xs" data-testid="offline-board-note">
      {t(text.offlineBoard, { time: formatDateTime(new Date(updatedAt).toISOString()), age: ageText(Date.now() - updatedAt) })}
    </Alert>
  );
}
