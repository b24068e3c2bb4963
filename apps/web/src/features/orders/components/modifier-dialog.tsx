import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { type LineModifier, type ModifierGroup, modifiedPrice, type PosMenu } from '@saji/core';
import { useState } from 'react';
import { formatRupiah } from '../../../lib/format';
import { type Translate, useT } from '../../../lib/i18n';
import { choiceOf, chosenModifiers, initialChoice, missingGroups, toggleOption } from '../modifier-choice';
import css from '../till.module.css';
import { tillText } from '../till.text';

interface Props {
  /** The menu tapped, or a line's menu at its price without options (changing a line's options). */
  menu: Pick<PosMenu, 'menuname' | 'menusize' | 'hargajual'>;
  groups: ModifierGroup[];
  qty: number;
  /** A line's options to change; absent for a new line. */
  initial?: LineModifier[];
  onAdd(modifiers: LineModifier[]): void;
  onClose(): void;
}

/** How many of a group may be chosen, as the cashier reads it above its options. */
function ruleOf(t: Translate, g: ModifierGroup): string {
  if (g.minchoice === 1 && g.maxchoice === 1) return t(tillText.chooseOne);
  if (g.minchoice === 0)
    return g.maxchoice === 1 ? t(tillText.optional) : `${t(tillText.optional)} · ${t(tillText.chooseUpTo, { n: g.maxchoice })}`;
  return t(tillText.chooseAtLeast, { min: g.minchoice, max: g.maxchoice });
}

const changeText = (pricechange: number) =>
  pricechange > 0 ? `+${formatRupiah(pricechange)}` : pricechange < 0 ? `−${formatRupiah(-pricechange)}` : '';

/**
 * The options of a tapped menu, before its line is added: big buttons per group, the groups that
 * must be answered enforced, and the price of the dish as chosen on the Add button.
 */
export function ModifierDialog({ menu, groups, qty, initial, onAdd, onClose }: Props) {
  const t = useT();
  const [choice, setChoice] = useState(() => (initial ? choiceOf(groups, initial) : initialChoice(groups)));
  const missing = missingGroups(groups, choice);
  const chosen = chosenModifiers(menu.menuname, groups, choice);
  const unit = modifiedPrice(menu.hargajual, chosen ?? []);
  const title = [menu.menuname, menu.menusize].filter(Boolean).join(' · ');
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" zIndex={400} data-testid="modifier-dialog">
      <Stack gap="md">
        {groups.map((g) => (
          <div key={g.modgroupid} data-testid="modifier-group" data-group={g.groupname}>
            <Group justify="space-between" mb={6}>
              <Text fw={700}>{g.groupname}</Text>
              <Text size="sm" c={missing.includes(g) ? 'red' : 'dimmed'}>
                {ruleOf(t, g)}
              </Text>
            </Group>
            <SimpleGrid cols={3} spacing="xs">
              {g.options.map((o) => {
                const on = choice[g.modgroupid]?.includes(o.modifierid) ?? false;
                return (
                  <Button
                    key={o.modifierid}
                    className={css.modOption}
                    variant={on ? 'filled' : 'default'}
                    aria-pressed={on}
                    onClick={() => setChoice((c) => toggleOption(c, g, o.modifierid))}
                  >
                    <span className={css.modOptionText}>
                      {o.modname}
                      {o.pricechange ? <small>{changeText(o.pricechange)}</small> : null}
                    </span>
                  </Button>
                );
              })}
            </SimpleGrid>
          </div>
        ))}
        <Group justify="space-between" mt="xs">
          <Text size="sm" c="red">
            {missing.length ? t(tillText.chooseMissing, { groups: missing.map((g) => g.groupname).join(', ') }) : ''}
          </Text>
          <Group gap="xs">
            <Button variant="default" size="lg" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button size="lg" disabled={!chosen} onClick={() => chosen && onAdd(chosen)} data-testid="modifier-add">
              {t(initial ? tillText.changeOptionsTo : tillText.addWithOptions, { amount: formatRupiah(unit * qty) })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
