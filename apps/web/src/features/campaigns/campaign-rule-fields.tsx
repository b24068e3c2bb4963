import { Checkbox, Fieldset, Group, Input, SegmentedControl, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NumberField } from '../../components/number-field';
import { useT } from '../../lib/i18n';
import type { CampaignFormValues } from './campaign-form-values';
import { text } from './campaigns.text';

/** The reward (free item or discount) and the term (none, a quantity of menus, or a shopping total). */
export function CampaignRuleFields({ form, readOnly }: { form: UseFormReturnType<CampaignFormValues>; readOnly: boolean }) {
  const t = useT();
  const v = form.values;
  return (
    <Fieldset legend={t(text.sectionRule)} disabled={readOnly}>
      <Stack gap="sm">
        <Input.Wrapper label={t(text.rewardKind)}>
          <SegmentedControl
            aria-label={t(text.rewardKind)}
            disabled={readOnly}
            data={[
              { value: '0', label: t(text.rewardDisc) },
              { value: '1', label: t(text.rewardFree) },
            ]}
            {...form.getInputProps('freeitem')}
          />
        </Input.Wrapper>
        {v.freeitem === '1' ? (
          <NumberField label={t(text.freeqty)} required {...form.getInputProps('freeqty')} />
        ) : (
          <NumberField label={t(text.discpc)} required decimals={2} {...form.getInputProps('discpc')} />
        )}
        <Switch label={t(text.termapply)} {...form.getInputProps('termapply', { type: 'checkbox' })} />
        {v.termapply && (
          <>
            <SegmentedControl
              aria-label={t(text.termKind)}
              disabled={readOnly}
              data={[
                { value: '1', label: t(text.termByMenu) },
                { value: '0', label: t(text.termByTotal) },
              ]}
              {...form.getInputProps('term4menu')}
            />
            <Group grow align="flex-end">
              {v.term4menu === '1' ? (
                <NumberField label={t(text.termqty)} required {...form.getInputProps('termqty')} />
              ) : (
                <NumberField label={t(text.termtotal)} required leftSection="Rp" money {...form.getInputProps('termtotal')} />
              )}
              <Checkbox label={t(text.termapplymulti)} mb={10} {...form.getInputProps('termapplymulti', { type: 'checkbox' })} />
            </Group>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
