import '@mantine/dates/styles.css';
import { Badge, Group, Text as Plain, SegmentedControl, Stack, TextInput, Title, Typography } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type CampaignRow, campaignHours, campaignRewardText, campaignTermText } from '@saji/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable } from '../../components/data-table';
import { FilterPanel, useFilters } from '../../components/filter-panel';
import { OutletField } from '../../components/outlet-field';
import { Toolbar } from '../../components/toolbar';
import { useCan } from '../../lib/auth';
import { formatListDate } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { type CampaignFilters, exportCampaigns, useCampaignList, useDeleteCampaign } from './campaigns.api';
import { text } from './campaigns.text';

const NO_FILTERS: CampaignFilters = { tgl1: '', tgl2: '', outletid: '', outletname: '', campaignname: '', aktif: '' };
/** The filter is kept while the form is open (spec: shared state) and restored on return. */
const STORAGE_KEY = 'saji.campaigns.list';

function remembered(): CampaignFilters {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
    const pick = (k: keyof typeof NO_FILTERS) => (typeof stored?.[k] === 'string' ? (stored[k] as string) : NO_FILTERS[k]);
    return Object.fromEntries(Object.keys(NO_FILTERS).map((k) => [k, pick(k)])) as CampaignFilters;
  } catch {
    return NO_FILTERS;
  }
}

const dateProps = (value: string, onChange: (v: string) => void) => ({
  value: value || null,
  onChange: (v: string | null) => onChange(v ?? ''),
  valueFormat: 'DD-MMM-YYYY',
  clearable: true,
  w: 160,
});

/** Campaign/Promo Policy list: Add, Edit, Delete, Export, Filter toggle, Close. */
export function CampaignsPage() {
  const t = useT();
  const navigate = useNavigate();
  const canWrite = useCan('campaigns.write');
  const [selected, setSelected] = useState<CampaignRow | null>(null);
  const [start] = useState(remembered);
  const filters = useFilters(start, NO_FILTERS);
  const list = useCampaignList(filters.applied as CampaignFilters);
  const remove = useDeleteCampaign();

  useEffect(() => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(filters.applied)), [filters.applied]);

  const edit = (row: CampaignRow) => navigate(`/campaigns/${row.campaignid}`);
  const del = async (row: CampaignRow) => {
    if (!(await confirmDelete({ confirm: t('delete'), cancel: t('cancel') }))) return;
    remove.mutate(row.campaignid, { onSuccess: () => setSelected(null) });
  };
  const { exportParams } = list;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(text.title)}</Title>
        <Toolbar<CampaignRow>
          selected={selected}
          onAdd={canWrite ? () => navigate('/campaigns/new') : undefined}
          onEdit={edit}
          onDelete={canWrite ? del : undefined}
          onExport={() => exportCampaigns(exportParams)}
          onClose={() => navigate('/')}
        />
      </Group>

      <FilterPanel onApply={filters.apply} onClear={filters.clear}>
        <DateInput
          label={`${t(text.dateRange)}`}
          aria-label={t(text.startdate)}
          {...dateProps(filters.draft.tgl1, filters.field('tgl1').onChange)}
        />
        <DateInput label=" " aria-label={t(text.enddate)} {...dateProps(filters.draft.tgl2, filters.field('tgl2').onChange)} />
        <OutletField
          label={t(text.outlet)}
          clearable
          placeholder={t('allOutlets')}
          outletid={filters.draft.outletid}
          outletname={filters.draft.outletname}
          onChange={(o) => {
            filters.field('outletid').onChange(o.outletid);
            filters.field('outletname').onChange(o.outletname);
          }}
        />
        <TextInput label={t(text.campaignname)} {...filters.field('campaignname')} />
        <Stack gap={4}>
          <Plain size="sm" fw={500}>
            {t(text.aktif)}
          </Plain>
          <SegmentedControl
            aria-label={t(text.aktif)}
            data={[
              { value: '1', label: t('yes') },
              { value: '0', label: t('notYes') },
              { value: '', label: t('all') },
            ]}
            {...filters.field('aktif')}
          />
        </Stack>
      </FilterPanel>

      <DataTable<CampaignRow>
        list={list}
        idAccessor="campaignid"
        selected={selected}
        onSelect={setSelected}
        onEdit={edit}
        onDelete={canWrite ? del : undefined}
        columns={[
          {
            accessor: 'campaignname',
            title: t(text.campaignname),
            sortable: true,
            render: (c) => (
              <Group gap={6}>
                {c.campaignname}
                {c.aktif !== '1' && (
                  <Badge size="xs" color="gray" variant="light">
                    {t(text.inactive)}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            accessor: 'campaigndesc',
            title: t(text.campaigndesc),
            // Sanitised by the server's allow-list on save, so it is shown as the HTML it is.
            render: (c) => (
              <Typography fz="sm">
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: stored sanitised (allow-list) by the server */}
                <div dangerouslySetInnerHTML={{ __html: c.campaigndesc }} />
              </Typography>
            ),
          },
          { accessor: 'startdate', title: t(text.startdate), sortable: true, width: 98, render: (c) => formatListDate(c.startdate) },
          { accessor: 'enddate', title: t(text.enddate), sortable: true, width: 98, render: (c) => formatListDate(c.enddate) },
          { accessor: 'starttime', title: t(text.time), sortable: true, width: 92, render: (c) => campaignHours(c) },
          {
            accessor: 'ordertypes',
            title: t(text.ordertypes),
            sortable: true,
            width: 116,
            render: (c) => c.ordertypes.split(',').join(', '),
          },
          { accessor: 'termqty', title: t(text.term), width: 120, render: (c) => campaignTermText(c) },
          { accessor: 'discpc', title: t(text.reward), width: 150, render: (c) => campaignRewardText(c) },
        ]}
      />
    </Stack>
  );
}
