import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MAIN_STATION } from '@saji/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NumberField } from '../../components/number-field';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify';
import { type KitchenSetting, useKitchenSetting, useSaveKitchenSetting } from './kitchen.api';
import { text } from './kitchen.text';

interface Category {
  categid: string;
  categname: string;
}

/** The outlet's kitchen settings (kitchen.manage): screens on or off, age thresholds, stations per category. */
export function KitchenSettings({ outletid, opened, onClose }: { outletid: number; opened: boolean; onClose: () => void }) {
  const t = useT();
  const setting = useKitchenSetting(outletid, opened);
  const categories = useQuery({
    queryKey: ['kitchen', 'categories'],
    queryFn: () => api.get<Category[]>('/api/restoorderho/menucategory'),
    enabled: opened,
  });
  const save = useSaveKitchenSetting();
  const [values, setValues] = useState<KitchenSetting | null>(null);
  useEffect(() => {
    if (setting.data) setValues(setting.data);
  }, [setting.data]);
  if (!values) return <Modal opened={opened} onClose={onClose} title={t(text.settings)} />;

  const stationOf = (categid: string) => values.stations.find((s) => s.categid === categid)?.station ?? '';
  const setStation = (categid: string, station: string) =>
    setValues({
      ...values,
      stations: [...values.stations.filter((s) => s.categid !== categid), ...(station ? [{ categid, station, categname: null }] : [])],
    });
  const submit = () => {
    const { kitchendisplay, warnminutes, lateminutes } = values;
    const stations = values.stations.filter((s) => s.station.trim()).map(({ categid, station }) => ({ categid, station }));
    save.mutate(
      { outletid, kitchendisplay, warnminutes, lateminutes, stations },
      {
        onSuccess: () => {
          notifySuccess(t(text.saved));
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t(text.settings)}>
      <Stack>
        <Checkbox
          label={t(text.display)}
          checked={values.kitchendisplay === '1'}
          onChange={(e) => setValues({ ...values, kitchendisplay: e.currentTarget.checked ? '1' : '0' })}
        />
        <Text size="sm" c="dimmed">
          {t(text.printer, { state: t(values.kitchenorder === '1' ? text.on : text.off) })}
        </Text>
        <Group grow>
          <NumberField label={t(text.warn)} value={values.warnminutes} onChange={(v) => setValues({ ...values, warnminutes: Number(v) })} />
          <NumberField label={t(text.late)} value={values.lateminutes} onChange={(v) => setValues({ ...values, lateminutes: Number(v) })} />
        </Group>
        <Text size="sm" fw={600}>
          {t(text.stations)}
        </Text>
        {(categories.data ?? []).map((c) => (
          <TextInput
            key={c.categid}
            label={c.categname}
            placeholder={MAIN_STATION}
            value={stationOf(c.categid)}
            onChange={(e) => setStation(c.categid, e.currentTarget.value.toUpperCase())}
          />
        ))}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
