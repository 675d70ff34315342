/** Multipart bodies, sample files and upload-directory checks for tests. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Database } from '../db';
import { storedFiles } from '../db/tables';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for `inject`, as a browser's FormData sends it. */
export function multipartBody(parts: FormPart[]): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----parish${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('data' in part)
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`));
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Files that start like their format; detection only reads the signature. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
export const GIF_BYTES = Buffer.concat([Buffer.from('GIF89a'), randomBytes(32)]);
export const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  randomBytes(32),
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** An HTML page pretending to be a photo. */
export const HTML_BYTES = Buffer.from('<html><script>alert(document.cookie)</script></html>');

export function filePart(
  name: string,
  data: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
): FormPart {
  return { name, filename, contentType, data };
}

/** Every file under `dir` (relative paths), temporary ones included. */
/** The keys of every file kept in the database's storage (the default), sorted. */
export async function storedKeys(db: Database): Promise<string[]> {
  const rows = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .orderBy(asc(storedFiles.key));
  return rows.map((row) => row.key);
}

/** The files under a local storage directory (`STORAGE=local`). */
export function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Makes every insert into `table` fail (as a full disk or a lost connection would). */
export async function failInsertsInto(db: Database, table: string): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`create or replace function parish_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'insert refused by test'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger parish_test_fail before insert on ${table}
      for each row execute function parish_test_fail()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger parish_test_fail on ${table}`));
  };
}

/**
 * A real one-page PDF, made with pdfkit (the year-end statements' library):
 * `title` at the top of a white page whose lower half is black.
 */
export function bulletinPdf(title: string): Promise<Buffer> {
  const document = new PDFDocument({ size: 'LETTER', margin: 36 });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => document.on('end', () => resolve()));
  document.fontSize(28).text(title);
  document.rect(0, 396, 612, 396).fill('#000000');
  document.end();
  return done.then(() => Buffer.concat(chunks));
}

/** The multipart body of a bulletin's upload for `date` (a Sunday). */
export async function bulletinForm(
  date: string,
  title = `Bulletin ${date}`,
  options: { mailTopic?: boolean } = {},
) {
  return multipartBody([
    { name: 'date', value: date },
    ...(options.mailTopic ? [{ name: 'mail_topic', value: 'true' }] : []),
    filePart('file', await bulletinPdf(title), `${date}.pdf`, 'application/pdf'),
  ]);
}
