import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { NumberField } from '../../components/number-field';
import { useT } from '../../lib/i18n';
import { text } from './catalog.text';

export interface OptionValues {
  /** Only for React: options keep their place while rows above them are deleted. */
  rowkey: string;
  modifierid?: number;
  modname: string;
  pricechange: number | string;
}

export interface GroupValues {
  rowkey: string;
  modgroupid?: number;
  groupname: string;
  minchoice: number | string;
  maxchoice: number | string;
  options: OptionValues[];
}

interface GroupCardProps {
  group: GroupValues;
  index: number;
  /** Field errors keyed like the schema's paths: groups.0.options.1.modname. */
  errors: Record<string, React.ReactNode>;
  readOnly: boolean;
  onChange: (patch: Partial<GroupValues>) => void;
  onRemove: () => void;
}

let rowSeq = 0;
export const newRowKey = () => `row-${++rowSeq}`;

/** One modifier group: its name, how many of its options a line takes, and the options with their price change. */
export function ModifierGroupCard({ group, index, errors, readOnly, onChange, onRemove }: GroupCardProps) {
  const t = useT();
  const path = `groups.${index}`;
  const setOption = (i: number, patch: Partial<OptionValues>) =>
    onChange({ options: group.options.map((o, n) => (n === i ? { ...o, ...patch } : o)) });
  const addOption = () => onChange({ options: [...group.options, { rowkey: newRowKey(), modname: '', pricechange: 0 }] });
  return (
    <Paper withBorder p="sm" data-testid="modifier-group">
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          <TextInput
            style={{ flex: 1 }}
            label={t(text.groupname)}
            required
            maxLength={40}
            readOnly={readOnly}
            value={group.groupname}
            error={errors[`${path}.groupname`]}
            onChange={(e) => onChange({ groupname: e.currentTarget.value })}
          />
          <NumberField
            w={130}
            label={t(text.minchoice)}
            readOnly={readOnly}
            value={group.minchoice}
            error={errors[`${path}.minchoice`]}
            onChange={(v) => onChange({ minchoice: v })}
          />
          <NumberField
            w={130}
            label={t(text.maxchoice)}
            readOnly={readOnly}
            value={group.maxchoice}
            error={errors[`${path}.maxchoice`]}
            onChange={(v) => onChange({ maxchoice: v })}
          />
          {!readOnly && (
            <Tooltip label={t(text.removeGroup)}>
              <ActionIcon
                mt={30}
                size="lg"
                variant="subtle"
                color="red"
                aria-label={`${t(text.removeGroup)} ${group.groupname}`}
                onClick={onRemove}
              >
                <IconTrash size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Group gap="sm" pl="md" c="dimmed" fz="sm">
          <span style={{ flex: 1 }}>{t(text.modname)}</span>
          <span style={{ width: readOnly ? 200 : 250 }}>{t(text.pricechange)}</span>
        </Group>
        {group.options.map((o, i) => (
          <Group key={o.rowkey} align="flex-start" gap="sm" pl="md">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`${t(text.modname)} ${i + 1}`}
              placeholder={t(text.modname)}
              maxLength={40}
              readOnly={readOnly}
              value={o.modname}
              error={errors[`${path}.options.${i}.modname`]}
              onChange={(e) => setOption(i, { modname: e.currentTarget.value })}
            />
            <NumberField
              money
              w={200}
              aria-label={`${t(text.pricechange)} ${i + 1}`}
              placeholder={t(text.pricechange)}
              leftSection="Rp"
              readOnly={readOnly}
              value={o.pricechange}
              error={errors[`${path}.options.${i}.pricechange`]}
              onChange={(v) => setOption(i, { pricechange: v })}
            />
            {!readOnly && (
              <Tooltip label={t(text.removeOption)}>
                <ActionIcon
                  size="lg"
                  variant="subtle"
                  color="red"
                  aria-label={`${t(text.removeOption)} ${o.modname}`}
                  onClick={() => onChange({ options: group.options.filter((_, n) => n !== i) })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ))}
        {errors[`${path}.options`] && (
          <Text c="red" size="sm" pl="md">
            {errors[`${path}.options`]}
          </Text>
        )}
        {!readOnly && (
          <Group pl="md">
            <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={addOption}>
              {t(text.addOption)}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
