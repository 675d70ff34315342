import {
  BULLETIN_DATE_TAKEN_MESSAGE,
  BULLETIN_SUNDAY_MESSAGE,
  BULLETIN_UNREADABLE_MESSAGE,
  BULLETIN_WRONG_TYPE_MESSAGE,
  type Bulletin,
} from '@parish/shared-types/bulletins';
import { PNG } from 'pngjs';
import { auditLog } from '../../../../testing/tables';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { signInWithRoles } from '../../../../testing/roles';
import {
  bulletinPdf,
  filePart,
  JPEG_BYTES,
  multipartBody,
  PDF_BYTES,
  storedKeys,
  type FormPart,
} from '../../../../testing/uploads';

let t: TestApp;
let cookie: string;
// A Wednesday: this week's bulletin is Sunday 6 December's.
const NOW = new Date('2026-12-09T15:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
  cookie = await signInWithRoles(t, ['editor']);
});
afterAll(() => t?.close());

function upload(parts: FormPart[], headers: Record<string, string> = { cookie }) {
  const body = multipartBody(parts);
  return t.inject({
    method: 'POST',
    url: '/api/bulletins/',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const pdfPart = (data: Buffer, filename = 'bulletin.pdf') =>
  filePart('file', data, filename, 'application/pdf');

async function published(date: string, title?: string): Promise<Bulletin> {
  const parts: FormPart[] = [{ name: 'date', value: date }];
  if (title) parts.push({ name: 'title', value: title });
  parts.push(pdfPart(await bulletinPdf(title ?? `Bulletin ${date}`), `${date}.pdf`));
  const response = await upload(parts);
  expect(response.statusCode).toBe(201);
  return response.json<Bulletin>();
}

const get = (url: string) => t.inject({ method: 'GET', url });

describe('publishing a bulletin', () => {
  let bulletin: Bulletin;
  beforeAll(async () => {
    bulletin = await published('2026-12-06', 'Second Sunday of Advent');
  });

  it('answers 201 with its PDF and the image of its first page, both served', async () => {
    expect(bulletin).toEqual({
      id: expect.any(Number),
      date: '2026-12-06',
      title: 'Second Sunday of Advent',
      title_es: null,
      filename: '2026-12-06.pdf',
      file_url: expect.stringMatching(/^\/api\/uploads\/bulletins\/[\w-]{22}\.pdf$/),
      size_bytes: expect.any(Number),
      preview_url: expect.stringMatching(/^\/api\/uploads\/bulletins\/[\w-]{22}\.png$/),
      preview_width: 800,
      preview_height: 1035,
      uploaded_at: expect.any(String),
    });
    const pdf = await get(bulletin.file_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBe(bulletin.size_bytes);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('draws the PDF’s first page as a PNG: white paper above, the black band below', async () => {
    const image = await get(bulletin.preview_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(image.rawPayload);
    expect([png.width, png.height]).toEqual([800, 1035]);
    const pixel = (x: number, y: number) => {
      const at = (png.width * y + x) * 4;
      return [png.data[at], png.data[at + 1], png.data[at + 2]];
    };
    expect(pixel(400, 300)).toEqual([255, 255, 255]);
    expect(pixel(400, 800)).toEqual([0, 0, 0]);
    // The title was drawn: some dark pixels where it stands.
    let dark = 0;
    for (let x = 40; x < 700; x++) {
      for (let y = 40; y < 100; y++) if ((pixel(x, y)[0] ?? 255) < 128) dark++;
    }
    expect(dark).toBeGreaterThan(200);
  });

  it('records the upload in the audit log', async () => {
    const rows = await t.db.select().from(auditLog);
    expect(rows).toContainEqual(
      expect.objectContaining({
        action: 'create',
        entity: 'bulletin',
        entityId: String(bulletin.id),
      }),
    );
  });

  it('refuses a second bulletin for the same Sunday (409 naming date) and keeps the first', async () => {
    const keys = await storedKeys(t.db);
    const response = await upload([
      { name: 'date', value: '2026-12-06' },
      pdfPart(await bulletinPdf('Another')),
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: BULLETIN_DATE_TAKEN_MESSAGE,
      fields: { date: BULLETIN_DATE_TAKEN_MESSAGE },
    });
    expect(await storedKeys(t.db)).toEqual(keys);
    const list = (await get('/api/bulletins/')).json<Bulletin[]>();
    expect(list.map((listed) => listed.title)).toEqual(['Second Sunday of Advent']);
  });

  it('says it in Spanish to a Spanish page', async () => {
    const body = multipartBody([
      { name: 'date', value: '2026-12-06' },
      pdfPart(await bulletinPdf('Otra')),
    ]);
    const response = await t.inject({
      method: 'POST',
      url: '/api/bulletins/',
      payload: body.payload,
      headers: { ...body.headers, cookie, 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({
      date: 'Ya hay un boletín para este domingo. Elimínelo primero para subir otro.',
    });
  });
});

describe('refusing a bad upload, naming the field, storing nothing', () => {
  it.each([
    [
      'a JPEG sent as a PDF (415 naming file)',
      JPEG_BYTES,
      415,
      'file',
      BULLETIN_WRONG_TYPE_MESSAGE,
    ],
    [
      'bytes that only start as a PDF (422 naming file)',
      PDF_BYTES,
      422,
      'file',
      BULLETIN_UNREADABLE_MESSAGE,
    ],
  ])('%s', async (_name, data, status, field, message) => {
    const keys = await storedKeys(t.db);
    const response = await upload([{ name: 'date', value: '2026-11-15' }, pdfPart(data)]);
    expect(response.statusCode).toBe(status);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await storedKeys(t.db)).toEqual(keys);
  });

  it('a file over the size limit (413 naming file)', async () => {
    const big = Buffer.concat([await bulletinPdf('Big'), Buffer.alloc(t.config.uploads.maxBytes)]);
    const response = await upload([{ name: 'date', value: '2026-11-15' }, pdfPart(big)]);
    expect(response.statusCode).toBe(413);
    expect(Object.keys(response.json().fields)).toEqual(['file']);
  });

  it('a day that is not a Sunday (400 naming date)', async () => {
    const response = await upload([
      { name: 'date', value: '2026-11-16' },
      pdfPart(await bulletinPdf('Monday')),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ date: BULLETIN_SUNDAY_MESSAGE });
  });

  it('no file (400 naming file)', async () => {
    const response = await upload([{ name: 'date', value: '2026-11-15' }]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['file']);
  });

  it('a visitor or a finance administrator may not upload (401, 403)', async () => {
    const parts = [{ name: 'date', value: '2026-11-15' }, pdfPart(await bulletinPdf('No'))];
    expect((await upload(parts, {})).statusCode).toBe(401);
    const finance = await signInWithRoles(t, ['finance']);
    expect((await upload(parts, { cookie: finance })).statusCode).toBe(403);
  });
});

describe('reading the bulletins', () => {
  beforeAll(async () => {
    await published('2026-11-29');
    await published('2026-12-13', 'Gaudete Sunday');
    await published('2026-11-22');
  });

  it('lists them newest Sunday first', async () => {
    const list = (await get('/api/bulletins/')).json<Bulletin[]>();
    expect(list.map((bulletin) => bulletin.date)).toEqual([
      '2026-12-13',
      '2026-12-06',
      '2026-11-29',
      '2026-11-22',
    ]);
  });

  it("this week's is the newest not after the parish's today; none before the first", async () => {
    expect((await get('/api/bulletins/current/')).json<Bulletin>().date).toBe('2026-12-06');
    const earlier = await createTestApp({}, { clock: () => new Date('2026-11-20T12:00:00Z') });
    try {
      const none = await earlier.inject({ method: 'GET', url: '/api/bulletins/current/' });
      expect([none.statusCode, none.json()]).toEqual([200, null]);
    } finally {
      await earlier.close();
    }
  });
});

describe('deleting a bulletin', () => {
  it('removes it, its PDF and its image, audited; its Sunday is free again', async () => {
    const bulletin = await published('2026-10-25');
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/bulletins/${bulletin.id}/`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect((await get(bulletin.file_url)).statusCode).toBe(404);
    expect((await get(bulletin.preview_url)).statusCode).toBe(404);
    const list = (await get('/api/bulletins/')).json<Bulletin[]>();
    expect(list.map((listed) => listed.date)).not.toContain('2026-10-25');
    const rows = await t.db.select().from(auditLog);
    expect(rows).toContainEqual(
      expect.objectContaining({
        action: 'delete',
        entity: 'bulletin',
        entityId: String(bulletin.id),
      }),
    );
    await published('2026-10-25');
  });

  it('a bulletin that does not exist is a 404', async () => {
    const response = await t.inject({
      method: 'DELETE',
      url: '/api/bulletins/999999/',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});
