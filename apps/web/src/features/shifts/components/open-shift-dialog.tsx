import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { NumberField } from '../../../components/number-field';
import { useT } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useOpenShift } from '../shifts.api';
import { text } from '../shifts.text';

interface Props {
  outletid: number;
  terminal: string;
  /** Why the till asks (a payment refused for want of a shift). */
  notice?: string;
  onClose: () => void;
  onOpened?: () => void;
}

/** Opening a shift on the device's terminal with the float counted into its drawer. */
export function OpenShiftDialog({ outletid, terminal, notice, onClose, onOpened }: Props) {
  const t = useT();
  const open = useOpenShift();
  const [float, setFloat] = useState<number | ''>('');
  const readable = float === '' || Number.isInteger(float);
  const submit = () =>
    open.mutate(
      { outletid, terminal, openingfloat: float === '' ? 0 : float },
      {
        onSuccess: () => {
          notifySuccess(`${t(text.opened)} · ${terminal}`);
          onClose();
          onOpened?.();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={t(text.openShiftOn, { terminal })} centered zIndex={400}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (readable) submit();
        }}
      >
        <Stack>
          {notice && <Alert color="yellow">{notice}</Alert>}
          <NumberField size="lg" money label={t(text.openingFloat)} value={float} onChange={setFloat} data-autofocus />
          <Group justify="flex-end">
            <Button size="md" type="submit" loading={open.isPending} disabled={!readable}>
              {t(text.openShift)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
