export type Pdf = PDFKit.PDFDocument;

/**
 * pdfkit (and its font data) is loaded with the first document, not with the server: most requests
 * and most API test files never render one, and loading it cost each of them 0.1 to 0.2 s.
 */
const loadPdfkit = () => import('pdfkit');
let pdfkit: ReturnType<typeof loadPdfkit> | undefined;

/** Renders a document in memory: previews are small (a page or a few), and stored whole. */
export async function renderPdf(title: string, draw: (doc: Pdf) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  pdfkit ??= loadPdfkit();
  const { default: PDFDocument } = await pdfkit;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Producer: 'Saji' }, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

export interface PdfColumn {
  header: string;
  /** A share of the printable width; the shares of all columns are scaled to fill it. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfTableOptions {
  /** Rows drawn bold after the body, such as totals. */
  footer?: string[][];
  fontSize?: number;
}

const CELL_PAD = 4;

/** A ruled table from the current position; the header repeats on every new page. */
export function drawTable(doc: Pdf, columns: PdfColumn[], rows: string[][], options: PdfTableOptions = {}): void {
  const left = doc.page.margins.left;
  const printable = doc.page.width - left - doc.page.margins.right;
  const share = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / share) * printable);
  const fontSize = options.fontSize ?? 9;

  const drawRow = (cells: string[], font: string, isHeader = false) => {
    doc.font(font).fontSize(fontSize);
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: widths[i] - 2 * CELL_PAD }))) + 2 * CELL_PAD;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (!isHeader) drawHeader();
      doc.font(font).fontSize(fontSize);
    }
    const top = doc.y;
    let x = left;
    cells.forEach((text, i) => {
      doc.text(text, x + CELL_PAD, top + CELL_PAD, { width: widths[i] - 2 * CELL_PAD, align: columns[i].align ?? 'left' });
      x += widths[i];
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + printable, top + height)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  const drawHeader = () => {
    const top = doc.y;
    doc
      .rect(left, top, printable, fontSize + 2 * CELL_PAD + 2)
      .fill('#eeeeee')
      .fillColor('#000000');
    doc.y = top;
    drawRow(
      columns.map((c) => c.header),
      'Helvetica-Bold',
      true,
    );
  };

  drawHeader();
  for (const row of rows) drawRow(row, 'Helvetica');
  for (const row of options.footer ?? []) drawRow(row, 'Helvetica-Bold');
  doc.font('Helvetica');
}
