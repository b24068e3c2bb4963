import '@mantine/dates/styles.css';
import { Badge, Group, Input, SegmentedControl, TextInput, Typography } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type CampaignRow, campaignHours, campaignRewardText, campaignTermText } from '@saji/core';
import { useNavigate } from 'react-router';
import { sessionMemory } from '../../components/list-memory';
import { ListScreen } from '../../components/list-screen';
import { OutletFilter } from '../../components/outlet-filter';
import { useListScreen } from '../../components/use-list-screen';
import { useCan } from '../../lib/auth';
import { formatListDate } from '../../lib/format';
import { useLang, useT } from '../../lib/i18n';
import { type CampaignFilters, campaignList, exportCampaigns, useDeleteCampaign } from './campaigns.api';
import { text } from './campaigns.text';

const NO_FILTERS: CampaignFilters = { tgl1: '', tgl2: '', outletid: '', outletname: '', campaignname: '', aktif: '' };
/** The filter is kept while the form is open (spec: shared state) and restored on return. */
const memory = sessionMemory<CampaignFilters>('saji.campaigns.list', ['campaignname', 'startdate', 'enddate', 'starttime', 'ordertypes']);

const dateProps = { valueFormat: 'DD-MMM-YYYY', clearable: true, w: 160 };

/** Campaign/Promo Policy list: Add, Edit, Delete, Export, Filter toggle, Close. */
export function CampaignsPage() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const canWrite = useCan('campaigns.write');
  const screen = useListScreen({ source: campaignList, id: 'campaignid', filters: NO_FILTERS, memory, remove: useDeleteCampaign() });
  const { filters } = screen;

  return (
    <ListScreen<CampaignRow>
      screen={screen}
      title={t(text.title)}
      actions={{
        add: canWrite && (() => navigate('/campaigns/new')),
        edit: (row) => navigate(`/campaigns/${row.campaignid}`),
        delete: canWrite,
        export: exportCampaigns,
      }}
      filters={
        <>
          <DateInput label={t(text.dateRange)} aria-label={t(text.startdate)} {...dateProps} {...filters.date('tgl1')} />
          <DateInput label=" " aria-label={t(text.enddate)} {...dateProps} {...filters.date('tgl2')} />
          <OutletFilter label={t(text.outlet)} filters={filters} />
          <TextInput label={t(text.campaignname)} {...filters.field('campaignname')} />
          <Input.Wrapper label={t(text.aktif)}>
            <SegmentedControl
              aria-label={t(text.aktif)}
              data={[
                { value: '1', label: t('yes') },
                { value: '0', label: t('notYes') },
                { value: '', label: t('all') },
              ]}
              {...filters.field('aktif')}
            />
          </Input.Wrapper>
        </>
      }
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
        { accessor: 'termqty', title: t(text.term), width: 120, render: (c) => campaignTermText(c, lang) },
        { accessor: 'discpc', title: t(text.reward), width: 150, render: (c) => campaignRewardText(c, lang) },
      ]}
    />
  );
}
