import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type Customer, normalizePhone } from '@saji/core';
import { IconAddressBook, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import type { DeliveryInfo } from '../order-draft';
import { posApi } from '../orders.api';
import { text } from '../orders.text';

// Loaded when first opened: the data table it brings is no part of the till's first load.
const CustomerLookup = lazy(() => import('../../customers/customer-lookup').then((m) => ({ default: m.CustomerLookup })));

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
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'known' | 'new'>('idle');
  const [listOpen, setListOpen] = useState(false);
  const set = (patch: Partial<DeliveryInfo>) => onChange({ ...value, ...patch });

  const pick = (c: Customer) => {
    onChange({ ...value, PhoneNo: c.PhoneNo, customernm: c.customernm, DeliveryAddr: c.DeliveryAddr ?? '' });
    setLookup('known');
  };

  const find = async () => {
    const phone = normalizePhone(value.PhoneNo);
    if (!phone) return;
    setLookup('busy');
    try {
      const c = await posApi.customerByPhone(phone);
      onChange({ ...value, PhoneNo: c.PhoneNo ?? phone, customernm: c.customernm, DeliveryAddr: c.DeliveryAddr ?? value.DeliveryAddr });
      setLookup('known');
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setLookup('new');
      else {
        setLookup('idle');
        notifyError(err);
      }
    }
  };

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
            setLookup('idle');
          }}
          onBlur={() => lookup === 'idle' && find()}
          onKeyDown={(e) => e.key === 'Enter' && find()}
        />
        <Button
          size="md"
          variant="default"
          leftSection={<IconSearch size={18} />}
          loading={lookup === 'busy'}
          onClick={find}
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
          <CustomerLookup opened onClose={() => setListOpen(false)} onSelect={pick} />
        </Suspense>
      )}
      {lookup === 'known' && (
        <Text size="sm" c="green.8" data-testid="customer-status">
          {t(text.knownCustomer)}
        </Text>
      )}
      {lookup === 'new' && (
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
