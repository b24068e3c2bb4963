import { type OrderDetail, type Outlet, PAPER_WIDTHS, type PaperMm, receiptLines } from '@saji/core';

const WIDTH_KEY = 'saji.pos.receiptWidth';

/** The terminal's roll width (58 or 80 mm), chosen once per device. */
export function receiptWidth(): PaperMm {
  return localStorage.getItem(WIDTH_KEY) === '58' ? 58 : 80;
}
export function setReceiptWidth(width: PaperMm): void {
  localStorage.setItem(WIDTH_KEY, String(width));
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The receipt as a page for a 58 or 80 mm roll. Its text is the printer's own (receiptLines in
 * @saji/core, which the server encodes as ESC/POS), so both ways of printing show the same receipt.
 */
export function receiptHtml(
  order: OrderDetail,
  outlet: Outlet,
  width: PaperMm,
  cashier: string,
  timeZone: string,
  prebill?: { printcount: number },
): string {
  const lines = receiptLines(order, outlet, PAPER_WIDTHS[width], { cashier, timeZone, prebill });
  const body = lines
    .map((l) => {
      const style = [l.align ? `text-align:${l.align}` : '', l.bold ? 'font-weight:bold' : '', l.double ? 'font-size:2em' : '']
        .filter(Boolean)
        .join(';');
      return `<div${style ? ` style="${style}"` : ''}>${esc(l.text) || '&nbsp;'}</div>`;
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${prebill ? 'PRE-BILL ' : ''}${esc(order.header.orderno)}</title><style>
@page { size: ${width}mm auto; margin: 0; }
body { width: ${width - 6}mm; margin: 0 auto; padding: 3mm 0; font: ${width === 58 ? 10 : 11}px/1.3 monospace; color: #000; }
[data-receipt] div { white-space: pre; }
img { display: block; max-width: 60%; max-height: 22mm; margin: 0 auto 2mm; }
</style></head><body>
${outlet.outletlogo ? `<img src="${esc(outlet.outletlogo)}" alt="">` : ''}
<div data-receipt>${body}</div>
</body></html>`;
}

/**
 * Opens the receipt in its own window for the browser's print dialog (the fallback when the outlet has
 * no printer). Times print on the business clock (`timeZone`), as the printer's receipts do.
 */
export function openReceiptWindow(
  order: OrderDetail,
  outlet: Outlet,
  cashier: string,
  timeZone: string,
  prebill?: { printcount: number },
): Window | null {
  const width = receiptWidth();
  const win = window.open('', `receipt-${order.header.orderkey}`, `width=${width === 58 ? 300 : 420},height=640`);
  if (!win) return null;
  win.document.open();
  win.document.write(receiptHtml(order, outlet, width, cashier, timeZone, prebill));
  win.document.close();
  // Printed from here, not by a script in the page, so a strict Content-Security-Policy cannot block it.
  setTimeout(() => {
    win.focus();
    win.print();
  }, 300);
  return win;
}
