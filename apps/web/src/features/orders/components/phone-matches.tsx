import { Button, Group, Text } from '@mantine/core';
import type { Customer } from '@saji/core';
import { useT } from '../../../lib/i18n';
import { tillText } from '../till.text';
import type { FindState } from '../use-customer-find';

interface Props {
  state: FindState;
  matches: Customer[];
  typed: string;
  onPick(c: Customer): void;
}

/** What Find answered for part of a number: the customers it starts, one tap each, or why there are none. */
export function PhoneMatches({ state, matches, typed, onPick }: Props) {
  const t = useT();
  if (state === 'short')
    return (
      <Text size="sm" c="orange.8" data-testid="customer-status">
        {t(tillText.phoneTooShort)}
      </Text>
    );
  if (state === 'none')
    return (
      <Text size="sm" c="orange.8" data-testid="customer-status">
        {t(tillText.noPhoneMatch, { p: typed.trim() })}
      </Text>
    );
  if (state !== 'matches') return null;
  return (
    <div data-testid="phone-matches">
      <Text size="sm" c="dimmed" mb={4}>
        {t(tillText.phoneMatches)}
      </Text>
      <Group gap="xs">
        {matches.map((c) => (
          <Button key={c.customerid} size="md" variant="default" onClick={() => onPick(c)}>
            {c.PhoneNo} · {c.customernm}
          </Button>
        ))}
      </Group>
    </div>
  );
}
