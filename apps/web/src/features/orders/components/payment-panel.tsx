import { ActionIcon, Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { PosPaymentType } from '@saji/core';
import { AMOUNT_MISSING, keypadNumber, MAX_PAYMENT_AMOUNT, PAYMENT_KEYPAD_LENGTH } from '@saji/core';
import { IconTrash } from '@tabler/icons-react';
import { Keypad } from '../../../components/keypad';
import { formatRupiah } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import type { DraftPayment, DraftTotals } from '../order-draft';
import { text } from '../orders.text';
import css from '../pos.module.css';
import { QuickCash } from './quick-cash';

interface Props {
  payments: DraftPayment[];
  types: PosPaymentType[];
  totals: DraftTotals;
  /** The row the amount keypad writes to: the spec's payment-amount state. */
  activeRow: number | null;
  readOnly: boolean;
  onActivate(rowid: number | null): void;
  onAdd(codepayment: string): void;
  onChange(rowid: number, patch: Partial<Omit<DraftPayment, 'rowid'>>): void;
  onRemove(rowid: number): void;
  /** A quick-cash tap: the amount on the row and the sale completed. */
  onTender(rowid: number, amount: number): void;
}

export function PaymentPanel(props: Props) {
  const { payments, types, totals, activeRow, readOnly, onActivate, onAdd, onChange, onRemove, onTender } = props;
  const t = useT();
  const active = payments.find((p) => p.rowid === activeRow);
  const due = Math.max(0, totals.total - totals.paid);
  return (
    <Stack gap="sm" className={css.scroll} p={2}>
      {!readOnly && (
        <div className={css.payTypes}>
          {types.map((pt) => (
            <Button
              key={pt.codepayment}
              size="md"
              h={46}
              fz="sm"
              px={4}
              variant="light"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.15 } }}
              onClick={() => onAdd(pt.codepayment)}
            >
              {pt.namepayment}
            </Button>
          ))}
        </div>
      )}
      <Stack gap={4} data-testid="payment-rows">
        {payments.map((p, i) => (
          <div key={p.rowid} className={css.payRow} data-active={p.rowid === activeRow} data-testid="payment-row">
            <NativeSelect
              size="md"
              aria-label={`${t(text.paymentType)} ${i + 1}`}
              value={p.codepayment}
              disabled={readOnly}
              data={[{ value: '', label: '—' }, ...types.map((pt) => ({ value: pt.codepayment, label: pt.namepayment }))]}
              onChange={(e) => onChange(p.rowid, { codepayment: e.currentTarget.value })}
            />
            <button
              type="button"
              className={css.amountBtn}
              aria-label={`${t(text.amount)} ${i + 1}`}
              disabled={readOnly}
              onClick={() => onActivate(p.rowid)}
            >
              {p.amount ? formatRupiah(keypadNumber(p.amount)) : '0'}
            </button>
            <TextInput
              size="md"
              aria-label={`${t(text.note)} ${i + 1}`}
              placeholder={t(text.note)}
              value={p.paymentnote}
              readOnly={readOnly}
              onChange={(e) => onChange(p.rowid, { paymentnote: e.currentTarget.value })}
            />
            <ActionIcon
              size={44}
              variant="light"
              color="red"
              aria-label={`${t('delete')} ${i + 1}`}
              disabled={readOnly}
              onClick={() => onRemove(p.rowid)}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </div>
        ))}
        {!readOnly && (
          <Button variant="subtle" size="md" onClick={() => onAdd('')} style={{ alignSelf: 'flex-start' }}>
            + {t(text.addPayment)}
          </Button>
        )}
      </Stack>
      <div className={css.payBottom}>
        <Stack gap={4}>
          <Text c="dimmed">{t(text.total)}</Text>
          <Text className={css.bigFigure} data-testid="pay-total">
            {formatRupiah(totals.total)}
          </Text>
          <Text c="dimmed">{totals.change > 0 || due === 0 ? t(text.change) : t(text.remaining)}</Text>
          <Text className={css.bigFigure} c={due > 0 ? 'red.7' : 'green.8'} data-testid="pay-change">
            {formatRupiah(due > 0 ? due : totals.change)}
          </Text>
          {active && !readOnly && <QuickCash due={due + keypadNumber(active.amount)} onPick={(amount) => onTender(active.rowid, amount)} />}
        </Stack>
        {active && !readOnly && (
          <Keypad
            value={active.amount}
            keyHeight={54}
            maxLength={PAYMENT_KEYPAD_LENGTH}
            // The server refuses a row past this; the keypad stops there instead of showing it.
            max={MAX_PAYMENT_AMOUNT}
            onChange={(amount) => onChange(active.rowid, { amount })}
            onBack={() => onChange(active.rowid, { amount: String(due + keypadNumber(active.amount)) })}
            backLabel={t(text.exact)}
            // C then OK leaves nothing typed: the spec's message, and the row stays on the keypad.
            onNext={() => (keypadNumber(active.amount) > 0 ? onActivate(null) : notifyError(AMOUNT_MISSING))}
            nextLabel="OK"
          />
        )}
      </div>
    </Stack>
  );
}
