/**
 * A year-end statement in the donor's language (issue 36), its text read
 * with Debian's `pdftotext`: every word of it in Spanish for a Spanish
 * donor, dates and money as Spanish writes them; English as it always was.
 */
import { execFileSync } from 'node:child_process';
import { renderStatementPdf, type StatementContent } from '../pdf';

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

const content = (language: StatementContent['language']): StatementContent => ({
  year: 2026,
  donor: { name: 'Ana Ruiz', email: 'ana@example.org', postalAddress: null },
  gifts: [
    {
      date: new Date('2026-03-15T15:00:00Z'),
      funds: 'Misiones',
      amountCents: 125_050,
      frequency: null,
    },
    {
      date: new Date('2026-06-01T15:00:00Z'),
      funds: 'Fondo general',
      amountCents: 4_000,
      frequency: 'Mensual',
    },
  ],
  issuedAt: new Date('2027-01-10T15:00:00Z'),
  timeZone: 'America/Chicago',
  language,
});

describe('a statement in the donor’s language', () => {
  it('is all Spanish for a Spanish donor', async () => {
    const text = pdfText(await renderStatementPdf(content('es')));
    expect(text).toContain('Constancia de donaciones 2026');
    expect(text).toContain('Emitida el 10 de enero de 2027');
    expect(text).toMatch(/Fecha\s+Fondo\s+Monto/);
    expect(text).toMatch(/15 de marzo de 2026\s+Misiones\s+\$1,250\.50/);
    expect(text).toMatch(/Fondo general \(Mensual\)\s+\$40\.00/);
    expect(text).toMatch(/Total\s+2 donaciones\s+\$1,290\.50/);
    expect(text).toContain('Gracias por su generosidad.');
    for (const english of [
      'Giving Statement',
      'Issued',
      'Amount',
      'gifts',
      'tax records',
      'No goods',
    ])
      expect(text).not.toContain(english);
  });

  it('is English as before for an English donor, or one without a language', async () => {
    for (const language of ['en', undefined] as const) {
      const text = pdfText(await renderStatementPdf(content(language)));
      expect(text).toContain('2026 Giving Statement');
      expect(text).toContain('Issued January 10, 2027');
      expect(text).toMatch(/Date\s+Fund\s+Amount/);
      expect(text).toMatch(/Total\s+2 gifts\s+\$1,290\.50/);
      expect(text).toContain('Please keep this statement for your tax records.');
    }
  });
});
