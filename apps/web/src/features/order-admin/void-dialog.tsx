import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { notifyError, notifyInvalidForm, notifySuccess } from '../../lib/notify';
import { type OrderListRow, useVoidOrder } from './order-admin.api';
import { text } from './order-admin.text';

/** Asks for the reason of a void; without one nothing is sent ('Please fill the form correctly.'). */
export function VoidDialog({ order, onClose }: { order: OrderListRow | null; onClose: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const voidOrder = useVoidOrder();
  // A double click lands before React renders the button as loading: one request per dialog.
  const sending = useRef(false);
  const close = () => {
    setReason('');
    setError(false);
    onClose();
  };
  const submit = () => {
    if (!order || sending.current) return;
    if (!reason.trim()) {
      setError(true);
      notifyInvalidForm();
      return;
    }
    sending.current = true;
    voidOrder.mutate(
      { orderkey: order.orderkey, voidreason: reason.trim() },
      {
        onSuccess: (res) => {
          notifySuccess(res.message);
          close();
        },
        onError: (err) => notifyError(err),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  return (
    <Modal opened={!!order} onClose={close} title={t(text.voidTitle, { orderno: order?.orderno ?? '' })} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Textarea
          label={t(text.voidReason)}
          // Not `required`: the browser's own bubble would stop the submit before the spec's message shows.
          withAsterisk
          autosize
          minRows={3}
          maxLength={200}
          value={reason}
          error={error && !reason.trim() ? true : undefined}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" color="red" loading={voidOrder.isPending} disabled={voidOrder.isPending}>
            {t(text.voidConfirm)}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
