import { Button, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ShiftRow } from '@saji/core';
import { IconFileText, IconSettings } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ListScreen } from '../../components/list-screen';
import { OutletFilter } from '../../components/outlet-filter';
import { useListScreen } from '../../components/use-list-screen';
import { useProfile } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { notifyWarning, warnSelectRow } from '../../lib/notify';
import { shiftColumns } from './shift-columns';
import { ShiftDetailModal } from './shift-detail-modal';
import { ShiftSettingsDialog } from './shift-settings-dialog';
import { shiftList } from './shifts.api';
import { text } from './shifts.text';

/** The manager's shifts of an outlet by day: open and closed, the difference marked, each opened with its report. */
export function ShiftsPage() {
  const t = useT();
  const { data: profile } = useProfile();
  const day = profile?.tglaktif ?? '';
  const screen = useListScreen({
    source: shiftList,
    id: 'shiftid',
    filters: { outletid: '', outletname: '', tgl1: day, tgl2: day, status: '' },
    sent: ({ outletname, ...sent }) => sent,
  });
  const { filters, selected } = screen;
  const [opened, setOpened] = useState<ShiftRow | null>(null);
  const [settings, setSettings] = useState<number | null>(null);
  const admin = profile?.group === 'admin';
  const columns = useMemo(() => shiftColumns(t, admin), [t, admin]);
  const openSettings = () => {
    const outletid = admin ? Number(filters.applied.outletid) : profile?.outletid;
    if (outletid) setSettings(outletid);
    else notifyWarning(t(text.pickOutlet));
  };
  return (
    <ListScreen<ShiftRow>
      screen={screen}
      title={t(text.shifts)}
      extra={
        <>
          <Button
            variant="default"
            leftSection={<IconFileText size={18} />}
            onClick={() => (selected ? setOpened(selected) : warnSelectRow('Edit'))}
          >
            {t(text.detail)}
          </Button>
          <Button variant="default" leftSection={<IconSettings size={18} />} onClick={openSettings}>
            {t(text.settings)}
          </Button>
        </>
      }
      filters={
        <>
          <OutletFilter label={t(text.outlet)} filters={filters} w={220} />
          <DateInput label={t(text.dateFrom)} w={150} {...filters.date('tgl1')} />
          <DateInput label={t(text.dateTo)} w={150} {...filters.date('tgl2')} />
          <Select
            label={t(text.status)}
            w={130}
            allowDeselect={false}
            data={[
              { value: '', label: t('all') },
              { value: 'open', label: t(text.open) },
              { value: 'closed', label: t(text.closedStatus) },
            ]}
            {...filters.field('status')}
          />
        </>
      }
      columns={columns}
      onOpen={setOpened}
    >
      <ShiftDetailModal shift={opened} onClose={() => setOpened(null)} />
      {settings !== null && <ShiftSettingsDialog outletid={settings} onClose={() => setSettings(null)} />}
    </ListScreen>
  );
}
