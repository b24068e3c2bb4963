import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { appendDigit, backspace, type KeypadOptions } from '@saji/core';
import { IconBackspace } from '@tabler/icons-react';
import { useT } from '../lib/i18n';

export interface KeypadProps extends KeypadOptions {
  /** The typed digits as a string ('' when empty); see keypadNumber() in @saji/core for the number. */
  value: string;
  onChange: (value: string) => void;
  /** Optional wizard buttons under the digits, e.g. back to the tables and on to the menu. */
  onBack?: () => void;
  onNext?: () => void;
  backLabel?: string;
  nextLabel?: string;
  /** Text shown above the display, e.g. 'PAX'. */
  label?: string;
  /** Height of a key in pixels (default 64); never below 44 on a touch screen. */
  keyHeight?: number;
}

/**
 * The touch keypad: digits are appended up to maxLength (default 2) and never past `max`; a press
 * that would break a limit is ignored (appendDigit in @saji/core holds the rule).
 */
export function Keypad({ value, onChange, maxLength, max, onBack, onNext, backLabel, nextLabel, label, keyHeight = 64 }: KeypadProps) {
  const t = useT();
  const press = (digit: string) => onChange(appendDigit(value, digit, { maxLength, max }));
  const key = (digit: string) => (
    <Button key={digit} size="xl" variant="default" h={keyHeight} fz={24} onClick={() => press(digit)}>
      {digit}
    </Button>
  );
  return (
    <Stack gap="xs" maw={320}>
      {label && (
        <Text size="sm" fw={600} c="dimmed">
          {label}
        </Text>
      )}
      <Text
        ta="right"
        fz={32}
        fw={700}
        px="sm"
        py={4}
        bd="1px solid var(--mantine-color-gray-4)"
        style={{ borderRadius: 4 }}
        data-testid="keypad-value"
      >
        {value || '0'}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map(key)}
        <Button size="xl" variant="light" color="gray" h={keyHeight} onClick={() => onChange('')}>
          C
        </Button>
        {key('0')}
        <Button size="xl" variant="light" color="gray" h={keyHeight} onClick={() => onChange(backspace(value))} aria-label="Backspace">
          <IconBackspace size={26} />
        </Button>
      </SimpleGrid>
      {(onBack || onNext) && (
        <SimpleGrid cols={2} spacing="xs">
          <Button size="lg" variant="default" onClick={onBack} disabled={!onBack}>
            {backLabel ?? t('back')}
          </Button>
          <Button size="lg" onClick={onNext} disabled={!onNext}>
            {nextLabel ?? t('next')}
          </Button>
        </SimpleGrid>
      )}
    </Stack>
  );
}
