import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify';
import { useSaveShiftSetting, useShiftSetting } from './shifts.api';
import { text } from './shifts.text';
import { TerminalRow } from './terminal-row';

/** The outlet's shift settings (shifts required, blind close) and its terminals, renamed or retired. */
export function ShiftSettingsDialog({ outletid, onClose }: { outletid: number; onClose: () => void }) {
  const t = useT();
  const setting = useShiftSetting(outletid);
  const save = useSaveShiftSetting();
  const data = setting.data;
  const flip = (field: 'shiftrequired' | 'blindclose', on: boolean) =>
    data &&
    save.mutate(
      { outletid, shiftrequired: data.shiftrequired, blindclose: data.blindclose, [field]: on ? '1' : '0' },
      { onSuccess: () => notifySuccess(t(text.saved)) },
    );
  return (
    <Modal opened onClose={onClose} title={t(text.settings)} size={560} centered>
      {data && (
        <Stack>
          <Checkbox
            label={t(text.shiftRequired)}
            checked={data.shiftrequired === '1'}
            onChange={(e) => flip('shiftrequired', e.currentTarget.checked)}
          />
          <Checkbox
            label={t(text.blindClose)}
            checked={data.blindclose === '1'}
            onChange={(e) => flip('blindclose', e.currentTarget.checked)}
          />
          <Text fw={700} size="sm">
            {t(text.terminals)}
          </Text>
          {data.terminals.length === 0 && (
            <Text size="sm" c="dimmed">
              {t(text.noTerminals)}
            </Text>
          )}
          {data.terminals.map((x) => (
            <TerminalRow key={x.terminalid} terminal={x} />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
