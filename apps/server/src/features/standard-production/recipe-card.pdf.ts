import { formatMoney, formatQty, type RecipeLine, type StandardProductionRow } from '@saji/core';
import { drawTable, renderPdf } from '../../platform/pdf.js';

// The screens' formats (core's format.ts): the paper reads as the screen does.
const money = { format: formatMoney };
const qty = { format: (n: number) => formatQty(n, 'id') };

/** A recipe card on A4: the ingredients with quantities and unit costs, the total cost, the portions and the cost per portion. */
export function recipeCardPdf(input: {
  header: StandardProductionRow;
  lines: RecipeLine[];
  perPortion: number;
  company: string;
  username: string;
  printedAt: string;
}) {
  const { header: h, lines } = input;
  return renderPdf(`Recipe card ${h.stdrproductionname}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(14).text(input.company);
    doc.font('Helvetica-Bold').fontSize(16).text('STANDARD PRODUCTION', { align: 'center' });
    doc.fontSize(13).text(h.stdrproductionname, { align: 'center' });
    doc.font('Helvetica').fontSize(10);
    if (h.description) doc.text(h.description, { align: 'center' });
    if (h.menuname) doc.text(`Menu: ${h.menuname}`, { align: 'center' });
    doc.moveDown(1);
    doc.text(`Estimated total: ${qty.format(h.estimatedtotal)} ${h.unitsize}`);
    doc.text(`Total yield: ${qty.format(h.totalyield)} portions of ${qty.format(h.weightperportion)} ${h.unitsize}`);
    doc.moveDown(0.5);
    drawTable(
      doc,
      [
        { header: 'No.', width: 5, align: 'right' },
        { header: 'Part Number', width: 12 },
        { header: 'Item', width: 28 },
        { header: 'Quantity', width: 12, align: 'right' },
        { header: 'Unit', width: 8 },
        { header: 'Unit Cost', width: 14, align: 'right' },
        { header: 'Cost', width: 15, align: 'right' },
      ],
      lines.map((l) => [
        String(l.lineno),
        l.partnumber,
        l.description === l.itemname ? l.itemname : `${l.itemname}\n${l.description}`,
        qty.format(l.quantity),
        l.unitsize,
        money.format(l.unitprice),
        money.format(l.nilai),
      ]),
      {
        footer: [
          ['', '', '', '', '', 'Total cost', `${h.matauang} ${money.format(h.ttlnetto)}`],
          ['', '', '', '', '', 'Portions', qty.format(h.totalyield)],
          ['', '', '', '', '', 'Cost / portion', `${h.matauang} ${money.format(input.perPortion)}`],
        ],
      },
    );
    doc.moveDown(2);
    doc.font('Helvetica').fontSize(8).fillColor('#666666').text(`Printed by ${input.username} on ${input.printedAt}`);
  });
}
