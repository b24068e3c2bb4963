import { DATE_FORMAT, DATE_TIME_FORMAT, formatInZone, LIST_DATE_FORMAT } from '@saji/core';

/** IDR amounts: payments are whole rupiah; every other amount shows 2 decimals (spec). */
const payment = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const amount = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatPayment = (value: number | null | undefined) => payment.format(value ?? 0);
export const formatAmount = (value: number | null | undefined) => amount.format(value ?? 0);
/** The till's way: whole rupiah with 'Rp', as on a price tag (the back office keeps the spec's 2 decimals). */
export const formatRupiah = (value: number | null | undefined) => `Rp ${payment.format(value ?? 0)}`;

/**
 * The business time zone, from the signed-in profile (the server's SAJI_TIMEZONE, sent once with
 * /api/auth/me and the sign-in answer). Until it arrives the server's default applies; no signed-in
 * screen renders before the profile has loaded (RequireAuth).
 */
let businessTimeZone = 'Asia/Jakarta';
export function setBusinessTimeZone(timeZone: string): void {
  businessTimeZone = timeZone;
}

type DateLike = string | number | Date | null | undefined;

/** Dates and times on the restaurant's clock, never the browser's. */
export const formatDateTime = (value: DateLike) => formatInZone(value, businessTimeZone, DATE_TIME_FORMAT);
export const formatDate = (value: DateLike) => formatInZone(value, businessTimeZone, DATE_FORMAT);
export const formatListDate = (value: DateLike) => formatInZone(value, businessTimeZone, LIST_DATE_FORMAT);
