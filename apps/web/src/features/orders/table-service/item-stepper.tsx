import { ActionIcon } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import css from './service.module.css';

interface Props {
  value: number;
  max: number;
  label: string;
  onChange(value: number): void;
}

/** Portions taken of a line, by taps: minus, the count, plus (a tap on the count takes them all). */
export function ItemStepper({ value, max, label, onChange }: Props) {
  return (
    <div className={css.stepper}>
      <ActionIcon size={44} variant="default" aria-label={`- ${label}`} disabled={value <= 0} onClick={() => onChange(value - 1)}>
        <IconMinus size={20} />
      </ActionIcon>
      <button
        type="button"
        className={`${css.stepValue} ${css.plain}`}
        aria-label={label}
        onClick={() => onChange(value === max ? 0 : max)}
      >
        {value}
      </button>
      <ActionIcon size={44} variant="default" aria-label={`+ ${label}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
        <IconPlus size={20} />
      </ActionIcon>
    </div>
  );
}
