import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAddressBook, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n';
import type { DeliveryInfo } from '../order-draft';
import { text } from '../orders.text';
import { useCustomerFind } from '../use-customer-find';
import { PhoneMatches } from './phone-matches';

// Loaded when first opened: the data table it brings is no part of the till's first load.
const CustomerLookup = lazy(() => import('../../customers').then((m) => ({ default: m.CustomerLookup })));

const COURIERS = ['GoFood', 'GrabFood', 'ShopeeFood', 'Kurir sendiri'];

interface Props {
  value: DeliveryInfo;
  readOnly: boolean;
  onChange(value: DeliveryInfo): void;
  onNext(): void;
}

/**
 * The delivery form: the phone number finds a known customer and fills name and address; a caller who
 * gives only a name is found in the customer list instead (spec 2.3: the directory as a popup).
 */
export function DeliveryForm({ value, readOnly, onChange, onNext }: Props) {
  const t = useT();
  const [listOpen, setListOpen] = useState(false);
  const set = (patch: Partial<DeliveryInfo>) => onChange({ ...value, ...patch });
  const lookup = useCustomerFind(value, onChange);

  return (
    <Stack gap="sm" maw={560} p="xs">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={t(text.phone)}
          size="md"
          inputMode="tel"
          autoFocus
          style={{ flex: 1 }}
          value={value.PhoneNo}
          readOnly={readOnly}
          onChange={(e) => {
            set({ PhoneNo: e.currentTarget.value });
            lookup.typed();
          }}
          onBlur={() => lookup.state === 'idle' && lookup.find()}
          onKeyDown={(e) => e.key === 'Enter' && lookup.find()}
        />
        <Button
          size="md"
          variant="default"
          leftSection={<IconSearch size={18} />}
          loading={lookup.state === 'busy'}
          onClick={lookup.find}
          disabled={readOnly}
        >
          {t(text.findCustomer)}
        </Button>
        <Button
          size="md"
          variant="default"
          leftSection={<IconAddressBook size={18} />}
          disabled={readOnly}
          onClick={() => setListOpen(true)}
        >
          {t(text.customerList)}
        </Button>
      </Group>
      {listOpen && (
        <Suspense>
          <CustomerLookup opened onClose={() => setListOpen(false)} onSelect={lookup.fill} />
        </Suspense>
      )}
      <PhoneMatches state={lookup.state} matches={lookup.matches} typed={value.PhoneNo} onPick={lookup.fill} />
      {lookup.state === 'known' && (
        <Text size="sm" c="green.8" data-testid="customer-status">
          {t(text.knownCustomer)}
        </Text>
      )}
      {lookup.state === 'new' && (
        <Text size="sm" c="blue.8" data-testid="customer-status">
          {t(text.newCustomer)}
        </Text>
      )}
      <TextInput
        label={t(text.customer)}
        size="md"
        value={value.customernm}
        readOnly={readOnly}
        onChange={(e) => set({ customernm: e.currentTarget.value })}
      />
      <Textarea
        label={t(text.address)}
        size="md"
        autosize
        minRows={2}
        value={value.DeliveryAddr}
        readOnly={readOnly}
        onChange={(e) => set({ DeliveryAddr: e.currentTarget.value })}
      />
      <TextInput
        label={t(text.courier)}
        size="md"
        value={value.deliverby}
        readOnly={readOnly}
        onChange={(e) => set({ deliverby: e.currentTarget.value })}
      />
      {!readOnly && (
        <Group gap="xs">
          {COURIERS.map((c) => (
            <Button key={c} size="md" variant={value.deliverby === c ? 'filled' : 'default'} onClick={() => set({ deliverby: c })}>
              {c}
            </Button>
          ))}
        </Group>
      )}
      <Button size="lg" onClick={onNext}>
        {t(text.toMenu)}
      </Button>
    </Stack>
  );
}
