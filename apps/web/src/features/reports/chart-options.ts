import { formatPayment } from '../../lib/format';

/**
 * What every report chart shares: it fills the box its screen gives it and is drawn at once, never
 * animated (a chart printed or compared right after it loads must be the final one).
 */
export const REPORT_CHART = { responsive: true, maintainAspectRatio: false, animation: false } as const;

/** An amount axis labelled in rupiah. */
export const rupiahTicks = { callback: (v: string | number) => formatPayment(Number(v)) };
