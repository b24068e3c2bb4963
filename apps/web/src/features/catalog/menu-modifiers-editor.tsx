import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { type MenuModifiers, menuModifiersInputSchema } from '@saji/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useCan } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { notifyInvalidForm } from '../../lib/notify';
import { fieldMessage } from '../../lib/schema-errors';
import { text } from './catalog.text';
import { useMenuModifiers, useSaveMenuModifiers } from './menus.api';
import { type GroupValues, ModifierGroupCard, newRowKey } from './modifier-group-card';

const valuesOf = (m: MenuModifiers): GroupValues[] =>
  m.groups.map((g) => ({
    rowkey: newRowKey(),
    modgroupid: g.modgroupid,
    groupname: g.groupname,
    minchoice: g.minchoice,
    maxchoice: g.maxchoice,
    options: g.options.map((o) => ({ rowkey: newRowKey(), ...o })),
  }));

/**
 * The menu's modifier groups, under its form and saved on their own: a group needs the menu saved
 * first, and a change of options must not wait for (or be lost with) the rest of the form.
 */
export function MenuModifiersEditor({ menuid }: { menuid: number }) {
  const query = useMenuModifiers(menuid);
  // Built again from each answer: after a save the new groups carry the ids the server gave them.
  return query.data ? <Editor key={query.dataUpdatedAt} menuid={menuid} initial={query.data} /> : null;
}

function Editor({ menuid, initial }: { menuid: number; initial: MenuModifiers }) {
  const t = useT();
  const readOnly = !useCan('catalog.write');
  const save = useSaveMenuModifiers();
  const [groups, setGroups] = useState(() => valuesOf(initial));
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});

  const change = (index: number, patch: Partial<GroupValues>) =>
    setGroups((gs) => gs.map((g, i) => (i === index ? { ...g, ...patch } : g)));
  const addGroup = () =>
    setGroups((gs) => [
      ...gs,
      { rowkey: newRowKey(), groupname: '', minchoice: 0, maxchoice: 1, options: [{ rowkey: newRowKey(), modname: '', pricechange: 0 }] },
    ]);
  const submit = () => {
    const parsed = menuModifiersInputSchema.safeParse({ menuid, groups });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), fieldMessage(i.message)])));
      return notifyInvalidForm();
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <Fieldset legend={t(text.modifiersTitle)} mt="md" data-testid="modifier-editor">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(groups.length ? text.modifiersHint : text.modifiersNone)}
        </Text>
        {groups.map((g, i) => (
          <ModifierGroupCard
            key={g.rowkey}
            group={g}
            index={i}
            errors={errors}
            readOnly={readOnly}
            onChange={(patch) => change(i, patch)}
            onRemove={() => setGroups((gs) => gs.filter((_, n) => n !== i))}
          />
        ))}
        {errors.groups && (
          <Text c="red" size="sm">
            {errors.groups}
          </Text>
        )}
        {!readOnly && (
          <Group justify="space-between">
            <Button variant="light" leftSection={<IconPlus size={18} />} onClick={addGroup}>
              {t(text.addGroup)}
            </Button>
            <Button loading={save.isPending} leftSection={<IconDeviceFloppy size={18} />} onClick={submit}>
              {t(text.saveModifiers)}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
