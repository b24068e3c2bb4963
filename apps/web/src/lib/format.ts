import dayjs from 'dayjs';

/** IDR amounts: payments are whole rupiah; every other amount shows 2 decimals (spec). */
const payment = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const amount = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatPayment = (value: number | null | undefined) => payment.format(value ?? 0);
export const formatAmount = (value: number | null | undefined) => amount.format(value ?? 0);
/** Sales in millions with 2 decimals, as the sales reports show them. */
export const formatMillions = (value: number | null | undefined) => amount.format((value ?? 0) / 1_000_000);

// 24-hour clock: the spec writes hh:mm, and without AM/PM a 12-hour clock makes 01:00 and 13:00 look alike.
export const DATE_TIME_FORMAT = 'DD-MMM-YYYY HH:mm';
export const DATE_FORMAT = 'DD-MMM-YYYY';
export const LIST_DATE_FORMAT = 'DD-MMM-YY';

type DateLike = string | number | Date | null | undefined;
const fmt = (value: DateLike, pattern: string) => (value ? dayjs(value).format(pattern) : '');

export const formatDateTime = (value: DateLike) => fmt(value, DATE_TIME_FORMAT);
export const formatDate = (value: DateLike) => fmt(value, DATE_FORMAT);
export const formatListDate = (value: DateLike) => fmt(value, LIST_DATE_FORMAT);
