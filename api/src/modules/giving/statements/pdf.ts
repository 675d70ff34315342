/**
 * A year-end giving statement as a PDF (pdfkit: the fastest and smallest of
 * the three libraries measured, see docs/my-giving.md): the parish
 * letterhead, the donor's name and postal address, every gift of the year
 * with its date, fund and amount, the total, and the statement that no
 * goods or services were provided. Letter size, the PDF standard fonts
 * (nothing to embed), one page or more as the gifts need.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  loadSpecMessages,
  NO_GOODS_OR_SERVICES_STATEMENT,
  PARISH_CONTACT,
  translateSpecMessage,
  type Language,
} from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';
import { formatMoney } from '../../messaging';

export interface StatementGift {
  /** When it was received. */
  date: Date;
  /** 'Missions', or 'Missions, Youth Ministry' for a split (in the statement's language). */
  funds: string;
  /** Everything given, a covered processing fee included. */
  amountCents: number;
  /** 'Monthly' for a recurring gift's payment (in the statement's language); null for a one-time gift. */
  frequency: string | null;
  /** 'Cash' or 'Check' for a gift of the basket (a committed batch's), in the statement's language. */
  method?: string | null;
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
  /** The donor's language: the statement and its mail are written in it; English when left out. */
  language?: Language;
}

const MARGIN = 54;
const PAGE_WIDTH = 612;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const COLUMNS = { date: MARGIN, fund: MARGIN + 130, amount: MARGIN + 360 };
const AMOUNT_WIDTH = PAGE_WIDTH - MARGIN - COLUMNS.amount;

function formatDay(date: Date, timeZone: string, language: Language): string {
  return date.toLocaleDateString(LANGUAGE_LOCALES[language], {
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

/** Renders the statement in the donor's language; resolves to the PDF's bytes. */
export async function renderStatementPdf(content: StatementContent): Promise<Buffer> {
  const language = content.language ?? DEFAULT_LANGUAGE;
  const t = apiTexts(language);
  // The spec's no-goods-or-services sentence, in the donor's language.
  await loadSpecMessages(language);
  const day = (date: Date) => formatDay(date, content.timeZone, language);
  const money = (cents: number) => formatMoney(cents, language);
  const title = t('api.statement.title', { year: content.year });
  // Loaded with the first statement, not with the API: most processes (and every test file) make none.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: LANGUAGE_LOCALES[language],
    info: {
      Title: `${title}: ${content.donor.name}`,
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

  doc.font('Helvetica-Bold').fontSize(14).text(title);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(t('api.statement.issued', { date: day(content.issuedAt) }));
  doc.moveDown(1);

  // The donor, as an envelope would show them.
  doc.font('Helvetica').fontSize(11).text(content.donor.name);
  if (content.donor.postalAddress) doc.text(content.donor.postalAddress);
  doc.fontSize(9).text(content.donor.email);
  doc.moveDown(1.2);

  doc
    .fontSize(10)
    .text(t('api.statement.thanks', { parish: PARISH_CONTACT.name, year: content.year }), {
      width: CONTENT_WIDTH,
    });
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
  row(t('api.statement.date'), t('api.statement.fund'), t('api.statement.amount'), true);
  for (const gift of content.gifts) {
    const note = gift.frequency ?? gift.method;
    const fund = note ? `${gift.funds} (${note})` : gift.funds;
    row(day(gift.date), fund, money(gift.amountCents));
  }
  const totalY = doc.y + 2;
  doc
    .moveTo(MARGIN, totalY)
    .lineTo(PAGE_WIDTH - MARGIN, totalY)
    .lineWidth(0.5)
    .stroke();
  doc.y = totalY + 5;
  row(
    t('api.statement.total'),
    t('api.statement.gifts', { count: content.gifts.length }),
    money(statementTotalCents(content)),
    true,
  );

  doc.moveDown(1.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(translateSpecMessage(NO_GOODS_OR_SERVICES_STATEMENT, language), MARGIN, doc.y, {
      width: CONTENT_WIDTH,
    });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(9).text(t('api.statement.fees'), { width: CONTENT_WIDTH });
  doc.end();
  return done;
}
