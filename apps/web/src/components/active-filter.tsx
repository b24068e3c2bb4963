import { Badge, Select } from '@mantine/core';
import { useT } from '../lib/i18n';

/** The spec's active filter: Yes = '1', No = '0', ALL = '' (on the wire). */
export function ActiveSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <Select
      label={t('active')}
      w={140}
      allowDeselect={false}
      // Select cannot hold '' as an option value, so ALL travels as 'all' here and '' to the server.
      value={value || 'all'}
      onChange={(v) => onChange(v === 'all' ? '' : (v ?? ''))}
      data={[
        { value: 'all', label: t('all') },
        { value: '1', label: t('yes') },
        { value: '0', label: t('notYes') },
      ]}
    />
  );
}

/** An active flag ('1' or '0') as a Yes/No badge. */
export function ActiveBadge({ active }: { active: string }) {
  const t = useT();
  return (
    <Badge color={active === '1' ? 'green' : 'gray'} variant="light" tt="none">
      {active === '1' ? t('yes') : t('notYes')}
    </Badge>
  );
}
