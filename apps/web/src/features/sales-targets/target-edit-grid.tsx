import { Table, Text, Tooltip } from '@mantine/core';
import { addAmounts, type TargetRow, type TargetYearInfo } from '@saji/core';
import { IconLock } from '@tabler/icons-react';
import { type ClipboardEvent, type KeyboardEvent, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatAmount } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { notifyWarning } from '../../lib/notify';
import { type Cell, isBlockPaste, nextCell, parseAmountText } from './grid-edit';
import { text } from './sales-targets.text';
import { stickyOutlet } from './table-parts';

const cellSelector = ({ row, col }: Cell) => `[data-cell="${row}-${col}"]`;
/** An amount as the cell shows it while it is being typed: plain digits and a decimal point. */
const plain = (value: number) => (value ? String(value) : '');

const OUTLET_WIDTH = 200;

const inputStyle = (closed: boolean) => ({
  width: '100%',
  minWidth: 110,
  padding: '6px 8px',
  border: '1px solid transparent',
  borderRadius: 4,
  textAlign: 'right' as const,
  font: 'inherit',
  background: closed ? 'var(--mantine-color-gray-1)' : 'transparent',
  color: closed ? 'var(--mantine-color-dimmed)' : 'inherit',
});

interface AmountCellProps {
  value: number;
  at: Cell;
  closed: boolean;
  label: string;
  onCommit: (at: Cell, value: number) => void;
  onMove: (at: Cell, move: 'forward' | 'backward' | 'up' | 'down') => void;
  onPasteBlock: (at: Cell, text: string) => void;
}

/**
 * One month of one outlet: shows the amount formatted, and while focused the plain number to type
 * over. The amount is kept when the cell is left (Tab, Enter, an arrow, a click elsewhere).
 */
const AmountCell = memo(function AmountCell({ value, at, closed, label, onCommit, onMove, onPasteBlock }: AmountCellProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const parsed = parseAmountText(draft);
    if (parsed === null) notifyWarning(t(text.notAmount, { value: draft }));
    else if (parsed !== value) onCommit(at, parsed);
    setDraft(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const move =
      e.key === 'Enter' ? (e.shiftKey ? 'backward' : 'forward') : e.key === 'ArrowDown' ? 'down' : e.key === 'ArrowUp' ? 'up' : null;
    if (move) {
      e.preventDefault();
      onMove(at, move);
    } else if (e.key === 'Escape') setDraft(null);
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (!isBlockPaste(pasted)) return;
    e.preventDefault();
    setDraft(null);
    onPasteBlock(at, pasted);
  };
  return (
    <input
      data-cell={`${at.row}-${at.col}`}
      aria-label={label}
      inputMode="decimal"
      readOnly={closed}
      tabIndex={closed ? -1 : 0}
      style={inputStyle(closed)}
      value={draft ?? formatAmount(value)}
      onFocus={(e) => {
        if (closed) return;
        const start = plain(value);
        setDraft(start);
        const input = e.currentTarget;
        // Selected once the new value is on screen, so typing replaces it; unless typing already began
        // (a fast typist, a loaded machine): selecting then would swallow what was typed.
        requestAnimationFrame(() => {
          if (document.activeElement === input && input.value === start) input.select();
        });
      }}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
    />
  );
});

export interface TargetEditGridProps {
  lines: TargetRow[];
  info: TargetYearInfo;
  values: number[][];
  onCommit: (at: Cell, value: number) => void;
  onPasteBlock: (at: Cell, text: string) => void;
  /** The month (0..11) the grid opens scrolled to. */
  startMonth?: number;
}

/** The form's grid: outlets by the twelve months from the fiscal start, closed months read-only, row and column totals. */
export function TargetEditGrid({ lines, info, values, onCommit, onPasteBlock, startMonth = 0 }: TargetEditGridProps) {
  const t = useT();
  // Past months are closed, so late in the year the open ones sit beyond the right edge at 1366 px:
  // the grid opens scrolled to the month to fill, beside the outlet column.
  const startHeader = useRef<HTMLTableCellElement>(null);
  useEffect(() => {
    if (startMonth > 0) startHeader.current?.scrollIntoView?.({ inline: 'start', block: 'nearest' });
  }, [startMonth]);
  const closed = useMemo(() => info.months.map((m) => m.closed), [info.months]);
  const rows = lines.length;
  // Stable, so a committed cell re-renders only the cells whose amount changed.
  const onMove = useCallback(
    (at: Cell, move: 'forward' | 'backward' | 'up' | 'down') => {
      const to = nextCell(at, move, rows, closed);
      const input = to && document.querySelector<HTMLInputElement>(cellSelector(to));
      if (input) input.focus();
      else document.querySelector<HTMLInputElement>(cellSelector(at))?.blur();
    },
    [rows, closed],
  );
  const columnTotal = (col: number) => addAmounts(values.map((r) => r[col]));
  return (
    <Table.ScrollContainer minWidth={1700}>
      <Table withTableBorder withColumnBorders fz="sm" data-testid="target-grid" verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={OUTLET_WIDTH} style={stickyOutlet}>
              {t(text.outlet)}
            </Table.Th>
            {info.months.map((m, col) => (
              <Table.Th
                key={m.key}
                ref={col === startMonth ? startHeader : undefined}
                ta="right"
                data-closed={m.closed || undefined}
                style={{ scrollMarginLeft: OUTLET_WIDTH }}
              >
                {m.closed ? (
                  <Tooltip label={t(text.closedMonth)}>
                    <Text span size="sm" c="dimmed" fw={700}>
                      <IconLock size={12} /> {m.label}
                    </Text>
                  </Tooltip>
                ) : (
                  m.label
                )}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t(text.total)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, row) => (
            <Table.Tr key={line.outletid}>
              <Table.Td c={line.kelas === 'inactive' ? 'dimmed' : undefined} style={stickyOutlet}>
                {line.outletname}
              </Table.Td>
              {info.months.map((m, col) => (
                <Table.Td key={m.key} p={0}>
                  <AmountCell
                    value={values[row]?.[col] ?? 0}
                    at={{ row, col }}
                    closed={m.closed}
                    label={`${line.outletname} ${m.label}`}
                    onCommit={onCommit}
                    onMove={onMove}
                    onPasteBlock={onPasteBlock}
                  />
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600} data-testid="row-total">
                {formatAmount(addAmounts(values[row] ?? []))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td style={stickyOutlet}>{t(text.grandTotal)}</Table.Td>
            {info.months.map((m, col) => (
              <Table.Td key={m.key} ta="right">
                {formatAmount(columnTotal(col))}
              </Table.Td>
            ))}
            <Table.Td ta="right" data-testid="grand-total">
              {formatAmount(addAmounts(values.flat()))}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
