import { Button, Menu, Text } from '@mantine/core';
import { IconCashRegister } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCan } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { notifyWarning } from '../../../lib/notify';
import { useDeviceTerminal } from '../device-terminal';
import { dismissShiftOffer, useShiftOffer } from '../shift-offer';
import { useShiftSetting } from '../shifts.api';
import { text } from '../shifts.text';
import type { ShiftDialog } from './shift-dialogs';

// The dialogs (the count, the reports and their PDF) load when one opens: no part of the till's first screen.
const ShiftDialogs = lazy(() => import('./shift-dialogs').then((m) => ({ default: m.ShiftDialogs })));

/**
 * The till's shift button: the device's terminal and whether a shift is open on it (green), with the
 * shift's actions; a payment refused for want of a shift opens the offer to open one here.
 */
export function ShiftButton({
  outletid,
  paperWidth,
  iconOnly,
}: {
  outletid: number;
  paperWidth: 58 | 80;
  /** The terminal's name as the button's name only: a 1024 px top bar that also holds the outlet's has no room for both. */
  iconOnly?: boolean;
}) {
  const t = useT();
  const terminal = useDeviceTerminal(outletid);
  const setting = useShiftSetting(outletid);
  const canChoose = useCan('shifts.manage');
  const [dialog, setDialog] = useState<ShiftDialog>(null);
  // The shift a dialog was opened on: closing it must not end its dialog before the result shows.
  const [held, setHeld] = useState<number | null>(null);
  const offer = useShiftOffer();
  const shift = setting.data?.terminals.find((x) => x.terminal === terminal)?.shift ?? null;
  // A refused payment opens the dialog that lets it through: the shift's, or first the terminal's.
  const offered: ShiftDialog = !offer ? null : offer.needsTerminal || !terminal ? (canChoose ? 'terminal' : null) : 'open';
  const managerChooses = t(text.managerChooses);
  useEffect(() => {
    if (!offer || offered) return;
    notifyWarning(managerChooses, offer.message);
    dismissShiftOffer();
  }, [offer, offered, managerChooses]);

  const act = (kind: ShiftDialog) => {
    setHeld(shift?.shiftid ?? null);
    setDialog(kind);
  };
  const chooseTerminal = () => (canChoose ? setDialog('terminal') : notifyWarning(t(text.managerChooses)));
  const state = !terminal ? 'none' : shift ? 'open' : 'closed';
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={230} zIndex={300}>
        <Menu.Target>
          <Button
            size="md"
            px="sm"
            maw={170}
            // On a full 1024 px top bar its label gives way first, before the outlet's name (down to the icon; the title and colour keep the state).
            style={{ flexShrink: 10, minWidth: 44 }}
            variant={shift ? 'light' : 'default'}
            color={shift ? 'teal' : terminal ? 'gray' : 'yellow'}
            leftSection={<IconCashRegister size={18} />}
            data-testid="shift-button"
            data-state={state}
            title={t(shift ? text.shiftOpen : terminal ? text.noShift : text.noTerminal)}
            aria-label={iconOnly ? (terminal ?? t(text.terminal)) : undefined}
          >
            <Text span truncate fw={600} size="sm" display={iconOnly ? 'none' : undefined}>
              {terminal ?? t(text.terminal)}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t(shift ? text.shiftOpen : terminal ? text.noShift : text.noTerminal)}</Menu.Label>
          {terminal && !shift && (
            <Menu.Item py="sm" onClick={() => act('open')}>
              {t(text.openShift)}
            </Menu.Item>
          )}
          {shift && (
            <>
              <Menu.Item py="sm" onClick={() => act('cash')}>
                {t(text.cashMove)}
              </Menu.Item>
              <Menu.Item py="sm" onClick={() => act('x')}>
                {t(text.xReport)}
              </Menu.Item>
              <Menu.Item py="sm" color="red" onClick={() => act('close')}>
                {t(text.closeShift)}
              </Menu.Item>
            </>
          )}
          <Menu.Divider />
          <Menu.Item py="sm" onClick={chooseTerminal}>
            {t(text.chooseTerminal)}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {(dialog ?? offered) && (
        <Suspense fallback={null}>
          <ShiftDialogs
            dialog={dialog ?? offered}
            outletid={outletid}
            terminal={terminal}
            shiftid={held}
            terminals={setting.data?.terminals ?? []}
            paperWidth={paperWidth}
            offer={offer}
            onClose={() => {
              setDialog(null);
              dismissShiftOffer();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
