import { TextInput, type TextInputProps } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { type Text, useLang, useT } from '../lib/i18n';
import { type NumberRules, numberText, readNumber } from '../lib/number-text';

const READ_AS: Text = { id: 'Dibaca: {value}', en: 'Read as {value}' };

export interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The number, or '' while empty (what the forms hold); NaN while the text cannot be read. */
  value?: number | string | null;
  onChange: (value: number | '') => void;
  /** Most digits after the decimal sign; 0 (the default) for whole numbers. */
  decimals?: number;
  /** Whole rupiah, shown with points between thousands as every amount on screen. */
  money?: boolean;
  /** Arrow up and down add or take this much. */
  step?: number;
}

const asNumber = (v: NumberFieldProps['value']) => (typeof v === 'number' ? v : v === '' || v == null ? '' : Number(v));

/**
 * The one number input of the app: it reads `12,5` and `1.250,75` on an Indonesian screen and `12.5`
 * and `1,250.75` on an English one (lib/number-text.ts), says under the field what it read, and refuses
 * an unclear or malformed number with a message in the screen's language (the value is then NaN, so a
 * schema refuses the form too). The text stays as typed until the field is left.
 */
export function NumberField({ value, onChange, decimals = 0, money, step = 1, error, description, ...input }: NumberFieldProps) {
  const t = useT();
  const lang = useLang();
  const rules: NumberRules = { lang, decimals, money };
  const shown = (v: number | '') => (v === '' ? '' : numberText(v, rules));
  const current = asNumber(value);
  const [text, setText] = useState(() => shown(current));
  // What this field last reported: any other value was set from outside (a loaded record, a reset).
  const [reported, setReported] = useState<number | ''>(current);
  const [focused, setFocused] = useState(false);
  // Once the hint has shown, its line stays (blank) after the field is left: a click on the next control
  // blurs this field on mouse down, and a line vanishing then would move that control from under the
  // mouse before the button comes up, so the click would be lost.
  const [hinted, setHinted] = useState(false);
  const [textLang, setTextLang] = useState(lang);
  // A value set from outside, or another language, shows the number afresh.
  if ((!Object.is(current, reported) && !(Number.isNaN(current) && Number.isNaN(reported))) || textLang !== lang) {
    setReported(current);
    setTextLang(lang);
    setText(shown(current));
  }

  const reading = readNumber(text, rules);
  const report = (next: string) => {
    setText(next);
    const read = readNumber(next, rules);
    const v = read.kind === 'number' ? read.value : read.kind === 'empty' ? '' : Number.NaN;
    setReported(v);
    onChange(v);
  };
  const stepBy = (e: KeyboardEvent<HTMLInputElement>) => {
    const by = e.key === 'ArrowUp' ? step : e.key === 'ArrowDown' ? -step : 0;
    if (!by || input.readOnly || reading.kind === 'unreadable') return;
    e.preventDefault();
    report(shown((reading.kind === 'number' ? reading.value : 0) + by));
  };
  const understood = reading.kind === 'number' && focused && /[.,]|\d{4}/.test(text) ? t(READ_AS, { value: shown(reading.value) }) : null;
  if (understood && !hinted) setHinted(true);

  return (
    <TextInput
      {...input}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      onChange={(e) => report(e.currentTarget.value)}
      onKeyDown={(e) => {
        stepBy(e);
        input.onKeyDown?.(e);
      }}
      onFocus={(e) => {
        setFocused(true);
        input.onFocus?.(e);
      }}
      onBlur={(e) => {
        setFocused(false);
        // Left with a readable number, the field shows it the way the screen writes numbers.
        if (reading.kind === 'number') setText(shown(reading.value));
        input.onBlur?.(e);
      }}
      description={understood ?? description ?? (hinted ? '\u00a0' : undefined)}
      error={reading.kind === 'unreadable' ? t(reading.message) : error}
    />
  );
}
