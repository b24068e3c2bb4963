import { ActionIcon } from '@mantine/core';
import { modifierText, qtyText } from '@saji/core';
import { IconAdjustments, IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatRupiah } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type { DraftLine } from '../order-draft';
import { text } from '../orders.text';
import css from '../till.module.css';
import { tillText } from '../till.text';
import { useLastChange } from '../use-last-change';
import { LineNote } from './line-note';
import { QtyKeypad } from './qty-keypad';

export interface TicketLinesProps {
  lines: DraftLine[];
  lineNetto: number[];
  editable: boolean;
  noteChips: string[];
  onQty(index: number, qty: number): void;
  onNote(index: number, note: string): void;
  onRemove(index: number): void;
  /** What opens the choice of a line's options: only for lines whose menu has modifier groups. */
  optionsFor?: (line: DraftLine, index: number) => (() => void) | undefined;
  /** What else a line shows beside its name (the kitchen's ready marker of a saved order). */
  mark?: (line: DraftLine) => ReactNode;
}

/**
 * The ticket's lines, one row each (quantity, name, amount) so a dozen fit; the line last changed is
 * kept in view and selected, and only the selected line shows its controls.
 */
export function TicketLines({ lines, lineNetto, editable, noteChips, onQty, onNote, onRemove, optionsFor, mark }: TicketLinesProps) {
  const t = useT();
  const { selected, select, refOf } = useLastChange(lines);
  const [keypad, setKeypad] = useState(false);
  if (lines.length === 0) return <div className={`${css.emptyLines}`}>{t(text.noLines)}</div>;
  return lines.map((line, i) => {
    // A free line is the campaign's: it follows the lines that earn it and is not edited by hand.
    const open = editable && !line.free && i === selected;
    const options = open ? optionsFor?.(line, i) : undefined;
    return (
      <div
        // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place on the ticket; the same menu may sit on two lines
        key={i}
        ref={refOf(i)}
        className={css.tline}
        data-testid="order-line"
        data-selected={open || undefined}
        data-free={line.free || undefined}
      >
        <button type="button" className={css.tlineMain} onClick={() => select(i)} aria-label={line.menuname}>
          <span className={css.tqty}>
            <span data-testid="line-qty">{qtyText(line.qty)}</span>×
          </span>
          <span className={css.tname}>
            {line.menuname}
            {line.menusize ? <span className={css.tsub}> · {line.menusize}</span> : null}
            <span className={css.tsub}>
              {' '}
              @ {formatRupiah(line.hargajual)}
              {line.free ? ` · ${t(text.free)}` : line.discpc > 0 ? ` −${line.discpc}%` : ''}
              {line.promo ? ` · ${line.promo}` : ''}
            </span>
            {mark?.(line)}
            {line.modifiers?.length ? (
              <span className={css.tmods} data-testid="line-modifiers">
                + {modifierText(line.modifiers)}
              </span>
            ) : null}
            {line.linenote ? <span className={css.tnote}>» {line.linenote}</span> : null}
          </span>
          <span className={css.tamount} data-testid="line-amount">
            {formatRupiah(lineNetto[i] ?? 0)}
          </span>
        </button>
        {open && (
          <div className={css.tcontrols}>
            <ActionIcon
              size={44}
              variant="default"
              aria-label={`- ${line.menuname}`}
              disabled={line.qty <= 1}
              onClick={() => onQty(i, line.qty - 1)}
            >
              <IconMinus size={20} />
            </ActionIcon>
            <QtyKeypad
              opened={keypad}
              onOpen={setKeypad}
              onQty={(qty) => onQty(i, qty)}
              label={t(tillText.qtyFor, { name: line.menuname })}
              target={
                <button
                  type="button"
                  className={css.tqtyBtn}
                  aria-label={t(tillText.qtyFor, { name: line.menuname })}
                  onClick={() => setKeypad((o) => !o)}
                >
                  {qtyText(line.qty)}
                </button>
              }
            />
            <ActionIcon size={44} variant="default" aria-label={`+ ${line.menuname}`} onClick={() => onQty(i, line.qty + 1)}>
              <IconPlus size={20} />
            </ActionIcon>
            <LineNote note={line.linenote ?? ''} chips={noteChips} name={line.menuname} onNote={(note) => onNote(i, note)} />
            {options ? (
              <ActionIcon size={44} variant="default" aria-label={t(tillText.changeOptions, { name: line.menuname })} onClick={options}>
                <IconAdjustments size={20} />
              </ActionIcon>
            ) : null}
            <ActionIcon
              size={44}
              variant="light"
              color="red"
              ml="auto"
              aria-label={`${t('delete')} ${line.menuname}`}
              onClick={() => onRemove(i)}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </div>
        )}
      </div>
    );
  });
}
