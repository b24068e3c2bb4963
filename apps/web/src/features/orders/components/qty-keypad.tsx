import { Button, Popover } from '@mantine/core';
import { keypadNumber, MAX_QTY } from '@saji/core';
import { type ReactNode, useState } from 'react';
import { Keypad } from '../../../components/keypad';

const QTY_DIGITS = String(MAX_QTY).length;

interface Props {
  /** What opens the keypad (the quantity on a line, the Qty button over the menu). */
  target: ReactNode;
  opened: boolean;
  onOpen(opened: boolean): void;
  /** Called with each number typed, so the quantity shows as it is typed; never with 0. */
  onQty(qty: number): void;
  label: string;
  position?: 'left' | 'right-start';
  /** Distance from the target, e.g. to open past the menu grid, over the ticket. */
  offset?: number;
}

/**
 * A quantity typed on a keypad: the first digit replaces what was there (20 is two taps, not nineteen
 * of +), each digit applies at once, OK or a tap outside closes it.
 */
export function QtyKeypad({ target, opened, onOpen, onQty, label, position = 'left', offset = 8 }: Props) {
  const [typed, setTyped] = useState('');
  const open = (o: boolean) => {
    setTyped('');
    onOpen(o);
  };
  return (
    <Popover
      opened={opened}
      onChange={open}
      position={position}
      offset={offset}
      withArrow={offset <= 8}
      middlewares={{ flip: false, shift: true }}
      shadow="md"
      zIndex={300}
      trapFocus={false}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p="xs" data-testid="qty-keypad">
        <Keypad
          label={label}
          value={typed}
          maxLength={QTY_DIGITS}
          max={MAX_QTY}
          keyHeight={50}
          onChange={(v) => {
            setTyped(v);
            if (keypadNumber(v) >= 1) onQty(keypadNumber(v));
          }}
        />
        <Button fullWidth size="md" mt="xs" onClick={() => open(false)}>
          OK
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
