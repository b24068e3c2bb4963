import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { CANCEL_REASON_MAX } from '@saji/core';
import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { notifyError, notifyInvalidForm, notifySuccess } from '../../../lib/notify';
import { tillApi } from '../till.api';
import { tillText } from '../till.text';

interface Props {
  order: { orderkey: string; orderno: string } | null;
  onClose(): void;
  onCancelled(): void;
}

/** Cancel Order asks why (the reason is kept as the void reason) and says what cancelling does. */
export function CancelOrderDialog({ order, onClose, onCancelled }: Props) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  // A double tap lands before the button shows it is busy: one request per dialog.
  const sending = useRef(false);
  const close = () => {
    setReason('');
    setError(false);
    onClose();
  };
  const submit = async () => {
    if (!order || sending.current) return;
    if (!reason.trim()) {
      setError(true);
      return notifyInvalidForm();
    }
    sending.current = true;
    setBusy(true);
    try {
      const res = await tillApi.cancel(order.orderkey, reason.trim());
      notifySuccess(res.message);
      close();
      onCancelled();
    } catch (err) {
      notifyError(err, { long: true });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return (
    <Modal opened={!!order} onClose={close} title={t(tillText.cancelTitle, { orderno: order?.orderno ?? '' })} centered zIndex={400}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Text size="sm" mb="sm">
          {t(tillText.cancelBody)}
        </Text>
        <Textarea
          label={t(tillText.cancelReason)}
          withAsterisk
          autosize
          minRows={2}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          error={error && !reason.trim() ? true : undefined}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" size="md" onClick={close}>
            {t(tillText.keepIt)}
          </Button>
          <Button type="submit" color="red" size="md" loading={busy} disabled={busy}>
            {t(tillText.cancelOrder)}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
