import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { SHIFT_REASON_MAX } from '@saji/core';
import { useState } from 'react';
import { ChoiceSwitch } from '../../../components/choice-switch';
import { NumberField } from '../../../components/number-field';
import { useT } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCashMove } from '../shifts.api';
import { text } from '../shifts.text';

/** Cash put into the drawer (a change top-up) or taken out of it (petty cash), always with a reason. */
export function CashDialog({ shiftid, terminal, onClose }: { shiftid: number; terminal: string; onClose: () => void }) {
  const t = useT();
  const move = useCashMove(shiftid);
  const [way, setWay] = useState<'in' | 'out'>('out');
  const [amount, setAmount] = useState<number | ''>('');
  const [reason, setReason] = useState('');
  const valid = typeof amount === 'number' && Number.isInteger(amount) && amount > 0 && reason.trim() !== '';
  const submit = () => {
    if (!valid) return;
    move.mutate(
      { amount: way === 'out' ? -amount : amount, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(t(text.cashSaved));
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`${t(text.cashMove)} · ${terminal}`} centered zIndex={400}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <ChoiceSwitch size="md" value={way} onChange={setWay} labels={{ in: t(text.cashIn), out: t(text.cashOut) }} />
          <NumberField size="lg" money label={t(text.amount)} value={amount} onChange={setAmount} data-autofocus />
          <TextInput
            size="md"
            label={t(text.reason)}
            maxLength={SHIFT_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button size="md" type="submit" loading={move.isPending} disabled={!valid}>
              {t(way === 'out' ? text.cashOut : text.cashIn)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
