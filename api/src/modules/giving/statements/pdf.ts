/**
 * A year-end giving statement as a PDF (pdfkit: the fastest and smallest of
 * the three libraries measured, see docs/my-giving.md): the parish
 * letterhead, the donor's name and postal address, every gift of the year
 * with its date, fund and amount, the total, and the statement that no
 * goods or services were provided. Letter size, the PDF standard fonts
 * (nothing to embed), one page or more as the gifts need.
 */
import PDFDocument from 'pdfkit';
import {
  NO_GOODS_OR_SERVICES_STATEMENT,
  PARISH_CONTACT,
  type Language,
} from '@parish/shared-types';

export interface StatementGift {
  /** When it was received. */
  date: Date;
  /** 'Missions', or 'Missions, Youth Ministry' for a split. */
  funds: string;
  /** Everything given, a covered processing fee included. */
  amountCents: number;
  /** 'Monthly' for a recurring gift's payment; null for a one-time gift. */
  frequency: string | null;
}

export interface StatementContent {
  year: number;
  donor: { name: string; email: string; postalAddress: string | null };
  /** Oldest first. */
  gifts: StatementGift[];
  /** When the statement is made (its "Issued" date). */
  issuedAt: Date;
  /** The parish's time zone, for dates. */
  timeZone: string;
  /** The donor's language: the statement's mail (and its words) are written in it; English when left out. */
  language?: Language;
}

const MARGIN = 54;
const PAGE_WIDTH = 612;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const COLUMNS = { date: MARGIN, fund: MARGIN + 130, amount: MARGIN + 360 };
const AMOUNT_WIDTH = PAGE_WIDTH - MARGIN - COLUMNS.amount;

export function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function formatDay(date: Date, timeZone: string): string {
  return date.toLocaleDateString('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

export function statementTotalCents(content: StatementContent): number {
  return content.gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
}

/** The file name a statement is downloaded or attached as. */
export function statementFileName(year: number): string {
  return `giving-statement-${year}.pdf`;
}

/** Renders the statement; resolves to the PDF's bytes. */
export function renderStatementPdf(content: StatementContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `${content.year} Giving Statement: ${content.donor.name}`,
      Author: PARISH_CONTACT.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Letterhead.
  doc.font('Helvetica-Bold').fontSize(16).text(PARISH_CONTACT.name, { width: CONTENT_WIDTH });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${PARISH_CONTACT.address} · ${PARISH_CONTACT.phone} · ${PARISH_CONTACT.email}`);
  const ruleY = doc.y + 6;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(PAGE_WIDTH - MARGIN, ruleY)
    .lineWidth(1)
    .stroke();
  doc.y = ruleY + 18;

  doc.font('Helvetica-Bold').fontSize(14).text(`${content.year} Giving Statement`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Issued ${formatDay(content.issuedAt, content.timeZone)}`);
  doc.moveDown(1);

  // The donor, as an envelope would show them.
  doc.font('Helvetica').fontSize(11).text(content.donor.name);
  if (content.donor.postalAddress) doc.text(content.donor.postalAddress);
  doc.fontSize(9).text(content.donor.email);
  doc.moveDown(1.2);

  doc
    .fontSize(10)
    .text(
      `Thank you for your generosity. These are the gifts ${PARISH_CONTACT.name} received from you in ${content.year}.`,
      { width: CONTENT_WIDTH },
    );
  doc.moveDown(0.8);

  const row = (date: string, fund: string, amount: string, bold = false) => {
    if (doc.y > 720) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(date, COLUMNS.date, y, { width: COLUMNS.fund - COLUMNS.date - 8 });
    const afterDate = doc.y;
    doc.text(fund, COLUMNS.fund, y, { width: COLUMNS.amount - COLUMNS.fund - 8 });
    const afterFund = doc.y;
    doc.text(amount, COLUMNS.amount, y, { width: AMOUNT_WIDTH, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(afterDate, afterFund, doc.y) + 3;
  };
  row('Date', 'Fund', 'Amount', true);
  for (const gift of content.gifts) {
    const fund = gift.frequency ? `${gift.funds} (${gift.frequency})` : gift.funds;
    row(formatDay(gift.date, content.timeZone), fund, formatCents(gift.amountCents));
  }
  const totalY = doc.y + 2;
  doc
    .moveTo(MARGIN, totalY)
    .lineTo(PAGE_WIDTH - MARGIN, totalY)
    .lineWidth(0.5)
    .stroke();
  doc.y = totalY + 5;
  const count = content.gifts.length;
  row(
    `Total`,
    `${count} ${count === 1 ? 'gift' : 'gifts'}`,
    formatCents(statementTotalCents(content)),
    true,
  );

  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(10).text(NO_GOODS_OR_SERVICES_STATEMENT, MARGIN, doc.y, {
    width: CONTENT_WIDTH,
  });
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      'Amounts include any processing fee you chose to cover. Please keep this statement for your tax records.',
      { width: CONTENT_WIDTH },
    );
  doc.end();
  return done;
}
