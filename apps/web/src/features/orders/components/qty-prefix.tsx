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
  const set = keypadNumber(times) > 1;
  return (
    <QtyKeypad
      opened={opened}
      onOpen={setOpened}
      onQty={(qty) => onTimes(String(qty))}
      label={t(tillText.qtyPrefix)}
      position="bottom-start"
      target={
        <Button
          size="md"
          px="sm"
          variant={set ? 'filled' : 'default'}
          color="orange"
          data-testid="qty-prefix"
          onClick={() => (set && !opened ? onTimes('') : setOpened((o) => !o))}
        >
          {set ? `${times} ×` : `${t(tillText.qtyPrefix)} ×`}
        </Button>
      }
    />
  );
}
