import { type ShiftDetail, type ShiftReportOptions, shiftReportSections, shiftReportTitle } from '@saji/core';
import { drawTable, renderPdf } from '../../platform/pdf.js';

/** The X or Z report as an A4 page: the same sections the receipt printer prints, as ruled tables. */
export function shiftReportPdf(detail: ShiftDetail, options: ShiftReportOptions): Promise<Buffer> {
  const [title, ...marks] = shiftReportTitle(detail, options);
  return renderPdf(title, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(title, { align: 'center' });
    for (const mark of marks)
      doc.font('Helvetica-Bold').fontSize(11).fillColor('#c62828').text(mark, { align: 'center' }).fillColor('#000000');
    for (const section of shiftReportSections(detail, options)) {
      doc.moveDown(0.6);
      // The bold rows that end a section (totals) are its footer; a bold row between others stays in place.
      let split = section.rows.length;
      while (split > 0 && section.rows[split - 1].bold) split--;
      const cells = section.rows.map((r) => [r.label, r.value]);
      const [body, footer] = [cells.slice(0, split), cells.slice(split)];
      drawTable(
        doc,
        [
          { header: section.title, width: 60 },
          { header: '', width: 40, align: 'right' },
        ],
        body,
        { footer, fontSize: 10 },
      );
    }
  });
}
