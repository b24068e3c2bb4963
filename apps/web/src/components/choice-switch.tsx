import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';

export interface ChoiceSwitchProps<T extends string> extends Omit<SegmentedControlProps, 'value' | 'onChange' | 'data'> {
  value: T;
  onChange: (value: T) => void;
  /** Each choice's label by its value, in the order they show. */
  labels: Record<T, string>;
}

/**
 * A switch between a few fixed choices, typed by their values: Mantine's control answers a plain
 * string, which each screen cast back to its own union.
 */
export function ChoiceSwitch<T extends string>({ value, onChange, labels, ...props }: ChoiceSwitchProps<T>) {
  const data = (Object.keys(labels) as T[]).map((choice) => ({ value: choice, label: labels[choice] }));
  return <SegmentedControl {...props} value={value} onChange={(v) => onChange(v as T)} data={data} />;
}
