import css from '../pos.module.css';

/** The function key of a POS button, shown on it. */
export const Kbd = ({ k }: { k: string }) => <span className={css.kbd}>{k}</span>;
