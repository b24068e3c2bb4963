import type { CampaignRow, CampaignRules } from './campaigns.js';
import { type FormatLang, formatPercent, formatWholeRupiah } from './format.js';
import type { OrderType } from './orders.js';

/*
 * A campaign in words, in the screen's language: the list's term and reward columns and the form's
 * summary. English keeps the spec's wording (and its spelling, "Shoping Total"); the export writes it.
 */

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The term column; empty without a term. */
export function campaignTermText(c: CampaignRules, lang: FormatLang = 'en'): string {
  if (!c.termapply) return '';
  if (lang === 'id') return c.term4menu ? `Beli ${c.termqty} item` : `Belanja minimal Rp ${formatWholeRupiah(c.termtotal)}`;
  return c.term4menu ? `Buy ${c.termqty} items` : `Shoping Total ${c.termtotal} items`;
}

/** The reward column: 'Get N free' (with multiples ' (Berlaku Kelipatan)') or 'Disc. N%'. */
export function campaignRewardText(c: CampaignRules, lang: FormatLang = 'en'): string {
  const multiples = c.termapplymulti ? ' (Berlaku Kelipatan)' : '';
  if (c.freeitem) return lang === 'id' ? `Gratis ${c.freeqty}${multiples}` : `Get ${c.freeqty} free${multiples}`;
  return `${lang === 'id' ? 'Diskon' : 'Disc.'} ${formatPercent(c.discpc, lang)}`;
}

const WORDS = {
  en: {
    types: { 'DINE IN': 'dine-in', 'TAKE AWAY': 'take-away', DELIVERY: 'delivery' } as Record<OrderType, string>,
    and: 'and',
    noType: 'no order type',
    at: 'at',
    noOutlet: 'no outlet yet',
    allDay: 'all day',
    promoMenus: 'the promo menus',
    termMenus: 'of the term menus',
    buy: (qty: number, menus: string) => `buy ${qty} ${menus}, `,
    spend: (total: string) => `spend at least Rp ${total}, `,
    free: (qty: number, menus: string) => `get ${qty} ${menus} free`,
    off: (pc: string, menus: string) => `${pc} off ${menus}`,
    every: (what: string) => `, for every ${what}`,
    picked: ' (picked by the cashier)',
  },
  id: {
    types: { 'DINE IN': 'makan di tempat', 'TAKE AWAY': 'bawa pulang', DELIVERY: 'pesan antar' } as Record<OrderType, string>,
    and: 'dan',
    noType: 'belum ada tipe order',
    at: 'di',
    noOutlet: 'belum ada outlet',
    allDay: 'sepanjang hari',
    promoMenus: 'menu promo',
    termMenus: 'menu syarat',
    buy: (qty: number, menus: string) => `beli ${qty} ${menus}, `,
    spend: (total: string) => `belanja minimal Rp ${total}, `,
    free: (qty: number, menus: string) => `gratis ${qty} ${menus}`,
    off: (pc: string, menus: string) => `diskon ${pc} untuk ${menus}`,
    every: (what: string) => `, berlaku kelipatan ${what}`,
    picked: ' (dipilih kasir)',
  },
};

/** 'a, b and c'. */
function listed(names: readonly string[], empty: string, and: string): string {
  if (!names.length) return empty;
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

export interface CampaignPreviewNames {
  outlets: readonly string[];
  menus: readonly string[];
  menuterm: readonly string[];
}

/**
 * The rule in plain words, so a manager sees what the till will do: "Dine-in and take-away at
 * Senayan and Braga, 14:00-17:00: buy 2 Es Teh, get 1 Es Teh free, for every 2".
 */
export function campaignPreview(
  c: CampaignRules & Pick<CampaignRow, 'starttime' | 'endtime' | 'autoapply'> & { ordertypes: string },
  names: CampaignPreviewNames,
  lang: FormatLang = 'en',
): string {
  const w = WORDS[lang];
  const types = c.ordertypes
    .split(',')
    .filter(Boolean)
    .map((t) => w.types[t as OrderType] ?? t.toLowerCase());
  const who = listed(types, w.noType, w.and);
  const where = `${who.charAt(0).toUpperCase()}${who.slice(1)} ${w.at} ${listed(names.outlets, w.noOutlet, w.and)}`;
  const hours = c.starttime === 0 && c.endtime === 24 ? w.allDay : `${pad2(c.starttime)}:00-${pad2(c.endtime)}:00`;
  const promo = listed(names.menus, w.promoMenus, w.and);
  let term = '';
  if (c.termapply && c.term4menu) term = w.buy(c.termqty, listed(names.menuterm, w.termMenus, w.and));
  else if (c.termapply) term = w.spend(formatWholeRupiah(c.termtotal));
  const reward = c.freeitem ? w.free(c.freeqty, promo) : w.off(formatPercent(c.discpc, lang), promo);
  let every = '';
  if (c.freeitem && c.termapply && c.termapplymulti)
    every = w.every(c.term4menu ? String(c.termqty) : `Rp ${formatWholeRupiah(c.termtotal)}`);
  const how = c.autoapply ? '' : w.picked;
  return `${where}, ${hours}: ${term}${reward}${every}${how}`;
}
