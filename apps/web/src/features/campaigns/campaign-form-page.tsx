import '@mantine/dates/styles.css';
import { Alert, Fieldset, Group, MultiSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  CAMPAIGN_MENUS_MISSING,
  CAMPAIGN_OUTLETS_MISSING,
  CAMPAIGN_TERM_MENUS_MISSING,
  campaignInputSchema,
  VIEW_MODE_SAVE,
} from '@saji/core';
import { IconBulb } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { FormPage } from '../../components/form-actions';
import { NumberField } from '../../components/number-field';
import { RecordPending } from '../../components/record-pending';
import { RichTextEditor, richTextBinding } from '../../components/rich-text-editor';
import { api } from '../../lib/api';
import { useCan, useProfile } from '../../lib/auth';
import { useLang, useT } from '../../lib/i18n';
import { notifyInvalidForm, notifyWarning } from '../../lib/notify';
import { useSchemaForm } from '../../lib/use-schema-form';
import { type CampaignFormValues, formValuesOf, previewOf } from './campaign-form-values';
import { MenuPicks, OutletPicks } from './campaign-picks';
import { CampaignRuleFields } from './campaign-rule-fields';
import { useCampaign, useSaveCampaign } from './campaigns.api';
import { text } from './campaigns.text';

const LIST_PATH = '/campaigns';
/** The save rules whose own words the spec gives; they are shown as they are, not as 'Please fill the form correctly.'. */
const LIST_MESSAGES = [CAMPAIGN_TERM_MENUS_MISSING, CAMPAIGN_MENUS_MISSING, CAMPAIGN_OUTLETS_MISSING];

/** Campaign form (salesresto.admincampaignfrm): /campaigns/new adds, /campaigns/{campaignid} edits. */
export function CampaignFormPage() {
  const params = useParams();
  const campaignid = params.campaignid && params.campaignid !== 'new' ? Number(params.campaignid) : undefined;
  const campaign = useCampaign(campaignid);
  const profile = useProfile();
  const navigate = useNavigate();
  if ((campaignid !== undefined && !campaign.data) || !profile.data)
    return <RecordPending error={campaign.error} onClose={() => navigate(LIST_PATH)} />;
  return <CampaignForm key={campaignid ?? 'new'} initial={formValuesOf(campaign.data, profile.data.tglaktif)} />;
}

function useOrderTypes() {
  return useQuery({
    queryKey: ['orders', 'ordertype'],
    queryFn: () => api.get<{ ordertype: string }[]>('/api/restoorderho/ordertype'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function CampaignForm({ initial }: { initial: CampaignFormValues }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const readOnly = !useCan('campaigns.write');
  const save = useSaveCampaign();
  const orderTypes = useOrderTypes();
  const close = () => navigate(LIST_PATH);
  const { form, submit } = useSchemaForm(
    campaignInputSchema,
    initial,
    (body) => {
      if (readOnly) return notifyWarning(VIEW_MODE_SAVE);
      save.mutate(body, { onSuccess: close });
    },
    (errors) => {
      const listed = LIST_MESSAGES.find((m) => Object.values(errors).includes(m));
      return listed ? notifyWarning(listed) : notifyInvalidForm();
    },
  );

  const title = initial.campaignid === undefined ? t(text.add) : t(readOnly ? text.view : text.edit, { name: initial.campaignname });
  const v = form.values;
  const dateProps = (field: 'startdate' | 'enddate') => ({
    value: v[field] || null,
    onChange: (d: string | null) => form.setFieldValue(field, d ?? ''),
    error: form.errors[field],
    valueFormat: 'DD-MMM-YYYY',
    required: true,
  });

  return (
    <FormPage onSubmit={submit} title={title} saving={save.isPending} canSave={!readOnly} onClose={close}>
      <Alert icon={<IconBulb size={18} />} color="teal" variant="light" title={t(text.preview)} data-testid="campaign-preview">
        {previewOf(v, lang)}
      </Alert>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Fieldset legend={t(text.sectionWhen)} disabled={readOnly}>
          <Stack gap="sm">
            <TextInput label={t(text.campaignname)} required maxLength={100} {...form.getInputProps('campaignname')} />
            <Group grow align="flex-start">
              <DateInput label={t(text.startdate)} {...dateProps('startdate')} />
              <DateInput label={t(text.enddate)} {...dateProps('enddate')} />
            </Group>
            <Group grow align="flex-start">
              <NumberField label={t(text.starttime)} {...form.getInputProps('starttime')} />
              <NumberField label={t(text.endtime)} {...form.getInputProps('endtime')} />
            </Group>
            <MultiSelect
              label={t(text.ordertypes)}
              required
              data={(orderTypes.data ?? []).map((o) => o.ordertype)}
              {...form.getInputProps('ordertypes')}
            />
            <Group>
              <Switch label={t(text.autoapply)} {...form.getInputProps('autoapply', { type: 'checkbox' })} />
              <Switch label={t(text.aktif)} {...form.getInputProps('aktif', { type: 'checkbox' })} />
            </Group>
          </Stack>
        </Fieldset>
        <CampaignRuleFields form={form} readOnly={readOnly} />
      </SimpleGrid>

      <RichTextEditor
        data-testid="campaigndesc-editor"
        label={t(text.campaigndesc)}
        required
        readOnly={readOnly}
        {...richTextBinding(form, 'campaigndesc')}
      />

      <SimpleGrid cols={{ base: 1, md: v.termapply && v.term4menu === '1' ? 3 : 2 }} spacing="md">
        {v.termapply && v.term4menu === '1' && (
          <MenuPicks
            label={t(text.termMenus)}
            testId="campaign-menuterm"
            rows={v.menuterm}
            onChange={(rows) => form.setFieldValue('menuterm', rows)}
            readOnly={readOnly}
            error={form.errors.menuterm}
          />
        )}
        <MenuPicks
          label={t(text.promoMenus)}
          testId="campaign-menus"
          rows={v.menus}
          onChange={(rows) => form.setFieldValue('menus', rows)}
          readOnly={readOnly}
          error={form.errors.menus}
        />
        <OutletPicks
          label={t(text.outlets)}
          testId="campaign-outlets"
          rows={v.outlets}
          onChange={(rows) => form.setFieldValue('outlets', rows)}
          readOnly={readOnly}
          error={form.errors.outlets}
        />
      </SimpleGrid>
    </FormPage>
  );
}
