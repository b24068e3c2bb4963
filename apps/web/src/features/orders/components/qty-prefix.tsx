import { Button } from '@mantine/core';
import { keypadNumber } from '@saji/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { tillText } from '../till.text';
import { QtyKeypad } from './qty-keypad';

/**
 * A quantity typed before tapping a menu ('2 x', then the menu): the next menu tapped is added that
 * many times, then the prefix is gone. `times` is the typed quantity ('' for one).
 */
export function QtyPrefix({ times, onTimes }: { times: string; onTimes(times: string): void }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  // The keypad opens past the menu grid, over the ticket, so every menu stays there to be tapped.
  const [offset, setOffset] = useState(8);
  const set = keypadNumber(times) > 1;
  const toggle = (button: HTMLElement) => {
    const main = button.closest('main')?.getBoundingClientRect();
    if (main) setOffset(Math.max(8, main.right - button.getBoundingClientRect().right + 8));
    setOpened((o) => !o);
  };
  return (
    <QtyKeypad
      opened={opened}
      onOpen={setOpened}
      onQty={(qty) => onTimes(String(qty))}
      label={t(tillText.qtyPrefix)}
      position="right-start"
      offset={offset}
      target={
        <Button
          size="md"
          px="sm"
          variant={set ? 'filled' : 'default'}
          color="orange"
          data-testid="qty-prefix"
          onClick={(e) => (set && !opened ? onTimes('') : toggle(e.currentTarget))}
        >
          {set ? `${times} ×` : `${t(tillText.qtyPrefix)} ×`}
        </Button>
      }
    />
  );
}
