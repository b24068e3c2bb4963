import { Button, Loader, TextInput } from '@mantine/core';
import type { PosCategory } from '@saji/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { formatRupiah } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import type { PosMenu } from '../orders.api';
import { text } from '../orders.text';
import css from '../pos.module.css';
import tcss from '../till.module.css';

/** Cards rendered per batch: enough to fill a 1280x800 screen twice, few enough to render in a frame. */
const BATCH = 40;
const ALL = '';

interface Props {
  menus: PosMenu[] | undefined;
  categories: PosCategory[] | undefined;
  loading: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
  onAdd(menu: PosMenu): void;
  /** Menus with modifier groups: their cards say a tap asks for options. */
  withOptions?: ReadonlyMap<number, unknown>;
  /** Beside the search box: the quantity typed before a menu. */
  prefix?: ReactNode;
}

export function MenuGrid({ menus, categories, loading, searchRef, onAdd, withOptions, prefix }: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [categ, setCateg] = useState(ALL);
  const [limit, setLimit] = useState(BATCH);

  // Lower-cased once per menu list, not once per keystroke per menu.
  const indexed = useMemo(() => (menus ?? []).map((m) => ({ menu: m, key: `${m.menuname} ${m.menusize ?? ''}`.toLowerCase() })), [menus]);
  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    const out: PosMenu[] = [];
    for (const { menu, key } of indexed) {
      if ((categ === ALL || menu.categid === categ) && (!q || key.includes(q))) out.push(menu);
    }
    return out;
  }, [indexed, search, categ]);
  const shown = matches.length > limit ? matches.slice(0, limit) : matches;

  // A new filter starts from the first batch again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on filter change only
  useEffect(() => setLimit(BATCH), [search, categ]);

  const sentinel = useRef<HTMLButtonElement>(null);
  const hasMore = matches.length > shown.length;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setLimit((n) => n + BATCH);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore]);

  return (
    <>
      <div className={tcss.searchRow}>
        {prefix}
        <TextInput
          style={{ flex: 1 }}
          ref={searchRef}
          autoFocus
          size="md"
          leftSection={<IconSearch size={18} />}
          rightSection={<span className={css.kbd}>F2</span>}
          placeholder={t(text.searchMenu)}
          aria-label={t(text.searchMenu)}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && matches[0]) {
              e.preventDefault();
              onAdd(matches[0]);
              // Ready for the next item: search, Enter, search, Enter.
              setSearch('');
            } else if (e.key === 'Escape') setSearch('');
          }}
        />
      </div>
      <div className={css.tabs} role="toolbar" aria-label="categories">
        <button type="button" className={css.tab} aria-pressed={categ === ALL} onClick={() => setCateg(ALL)}>
          {t(text.allCategory)}
        </button>
        {categories?.map((c) => (
          <button
            key={c.categid}
            type="button"
            className={css.tab}
            title={c.categname}
            aria-pressed={categ === c.categid}
            onClick={() => setCateg(c.categid)}
          >
            {c.categname}
          </button>
        ))}
      </div>
      <div className={css.scroll}>
        {loading && !menus ? (
          <Loader m="xl" />
        ) : (
          <div className={css.menuGrid} data-testid="menu-grid">
            {shown.map((m, slot) => (
              // Keyed by slot, not menuid: a new filter then updates the existing cards' text in place
              // instead of tearing down and building every card, which is what made typing slow.
              // biome-ignore lint/suspicious/noArrayIndexKey: cards hold no state; reuse is the point
              <MenuCard key={slot} menu={m} options={withOptions?.has(m.menuid) ?? false} onAdd={onAdd} />
            ))}
            {!matches.length && <div className={css.muted}>{t(text.noMenu)}</div>}
            {hasMore && (
              <Button ref={sentinel} variant="default" className={css.more} onClick={() => setLimit((n) => n + BATCH)}>
                {t(text.showMore, { n: matches.length - shown.length })}
              </Button>
            )}
          </div>
        )}
      </div>
    </>
  );
}

const MenuCard = memo(function MenuCard({ menu, options, onAdd }: { menu: PosMenu; options: boolean; onAdd(menu: PosMenu): void }) {
  const t = useT();
  return (
    <button type="button" className={css.menuCard} data-menuid={menu.menuid} onClick={() => onAdd(menu)}>
      {menu.menuimg ? (
        <img className={css.menuImg} src={menu.menuimg} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className={css.menuNoImg} aria-hidden>
          {menu.menuname.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className={css.menuText}>
        <span className={css.menuName}>{menu.menuname}</span>
        {menu.menusize && <span className={css.muted}>{menu.menusize}</span>}
        <span className={css.menuPrice}>
          {formatRupiah(menu.hargajual)}
          {menu.discpc > 0 && <span className={css.disc}>-{menu.discpc}%</span>}
        </span>
        {options && (
          <span className={css.muted} data-testid="menu-options">
            {t(text.withOptions)}
          </span>
        )}
      </span>
    </button>
  );
});
