import { qtyText } from '@saji/core';
import type { ReactNode } from 'react';
import { formatRupiah } from '../../../lib/format';
import css from './service.module.css';
import type { PreviewLine } from './split-preview';

interface Props {
  title: ReactNode;
  lines: readonly PreviewLine[];
  total: number | null;
  active?: boolean;
  pool?: boolean;
  /** How many equal parts a share is of, so 0.3333 reads 1/3. */
  ways?: number;
  footer?: ReactNode;
  testid?: string;
  onHead?(): void;
  onLine?(line: PreviewLine): void;
}

/** One check beside the others: its title (a tap makes it the check items go to), its items and its total. */
export function CheckColumn({ title, lines, total, active, pool, ways, footer, testid, onHead, onLine }: Props) {
  return (
    <section className={css.check} data-active={!!active} data-pool={!!pool} data-testid={testid}>
      <button type="button" className={css.checkHead} onClick={onHead} disabled={!onHead}>
        {title}
      </button>
      <div className={css.checkLines}>
        {lines.map((l) => (
          <button key={l.lineno} type="button" className={css.checkLine} disabled={!onLine} onClick={() => onLine?.(l)}>
            <b>{qtyText(l.qty, ways)}</b>
            <span>{l.menuname}</span>
          </button>
        ))}
      </div>
      <div className={css.checkFoot}>
        <span>{total === null ? '' : formatRupiah(total)}</span>
        {footer}
      </div>
    </section>
  );
}
