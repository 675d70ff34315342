import {
  PHOTO_REQUIRED_MESSAGE,
  PHOTO_CONTENT_TYPES,
  PHOTO_WRONG_TYPE_MESSAGE,
  type Photo,
} from '@parish/shared-types';
import { describeTypes, IMAGE_TYPES } from '../../../../storage';
import { photos } from '../../tables';
import { createTestApp, type TestApp } from '../../../../testing/app';
import {
  failInsertsInto,
  filePart,
  storedKeys,
  GIF_BYTES,
  HTML_BYTES,
  JPEG_BYTES,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  WEBP_BYTES,
  type FormPart,
} from '../../../../testing/uploads';
import { PHOTO_NOT_FOUND_MESSAGE } from '../service';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

function upload(parts: FormPart[], headers: Record<string, string> = { cookie }) {
  const body = multipartBody(parts);
  return t.inject({
    method: 'POST',
    url: '/api/media/photos/',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function uploaded(data = PNG_BYTES, filename = 'picnic.png'): Promise<Photo> {
  const response = await upload([filePart('file', data, filename)]);
  expect(response.statusCode).toBe(201);
  return response.json<Photo>();
}

const list = async () =>
  (await t.inject({ method: 'GET', url: '/api/media/photos/' })).json<Photo[]>();

it('names the formats it stores in the message and the list the upload form checks', () => {
  expect(PHOTO_CONTENT_TYPES).toEqual(IMAGE_TYPES.map((type) => type.contentType));
  expect(PHOTO_WRONG_TYPE_MESSAGE).toContain(describeTypes(IMAGE_TYPES));
});

describe('POST /api/media/photos/', () => {
  it('stores an image (201) and serves it back at its URL, as an image', async () => {
    const photo = await uploaded(PNG_BYTES, 'C:\\Users\\me\\Parish picnic.png');
    expect(photo).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/api\/uploads\/photos\/[\w-]{22}\.png$/),
      filename: 'Parish picnic.png',
      uploaded_at: expect.any(String),
    });
    expect(await list()).toContainEqual(photo);

    const image = await t.inject({ method: 'GET', url: photo.url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(image.headers['content-disposition']).toBeUndefined();
  });

  it.each([
    ['JPEG', JPEG_BYTES, 'image/jpeg', 'jpg'],
    ['GIF', GIF_BYTES, 'image/gif', 'gif'],
    ['WebP', WEBP_BYTES, 'image/webp', 'webp'],
  ])('accepts %s, named by its content', async (_label, data, contentType, extension) => {
    // The client's file name and type say PNG; the bytes decide.
    const photo = await uploaded(data, 'photo.png');
    expect(photo.url.endsWith(`.${extension}`)).toBe(true);
    const image = await t.inject({ method: 'GET', url: photo.url });
    expect(image.headers['content-type']).toBe(contentType);
  });

  it('requires an administrator (401) and stores nothing', async () => {
    const before = await storedKeys(t.db);
    const response = await upload([filePart('file', PNG_BYTES)], {});
    expect(response.statusCode).toBe(401);
    expect(await storedKeys(t.db)).toEqual(before);
  });

  it('refuses an upload from another site (403)', async () => {
    const response = await upload([filePart('file', PNG_BYTES)], {
      cookie,
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
  });

  describe('leaves no file and no row behind when', () => {
    let filesBefore: string[];
    let rowsBefore: number;
    beforeEach(async () => {
      filesBefore = await storedKeys(t.db);
      rowsBefore = (await t.db.select().from(photos)).length;
    });
    afterEach(async () => {
      expect(await storedKeys(t.db)).toEqual(filesBefore);
      expect((await t.db.select().from(photos)).length).toBe(rowsBefore);
    });

    it('no file is chosen (400, the spec message)', async () => {
      const response = await upload([{ name: 'caption', value: 'x' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: PHOTO_REQUIRED_MESSAGE,
        fields: { file: PHOTO_REQUIRED_MESSAGE },
      });
      const empty = await upload([
        filePart('file', Buffer.alloc(0), '', 'application/octet-stream'),
      ]);
      expect(empty.json().fields).toEqual({ file: PHOTO_REQUIRED_MESSAGE });
    });

    it.each([
      ['a web page named .jpg', HTML_BYTES],
      ['a PDF', PDF_BYTES],
    ])('the file is %s (415 naming file)', async (_label, data) => {
      const response = await upload([filePart('file', data, 'photo.jpg', 'image/jpeg')]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: PHOTO_WRONG_TYPE_MESSAGE,
        fields: { file: PHOTO_WRONG_TYPE_MESSAGE },
      });
    });

    it('the file is too large (413 naming file)', async () => {
      const big = Buffer.concat([PNG_BYTES, Buffer.alloc(t.config.uploads.maxBytes)]);
      const response = await upload([filePart('file', big)]);
      expect(response.statusCode).toBe(413);
      expect(response.json().fields).toEqual({ file: 'The file is too large (at most 0.1 MB).' });
    });

    it('a second file is sent (413)', async () => {
      const response = await upload([filePart('file', PNG_BYTES), filePart('file', PNG_BYTES)]);
      expect(response.statusCode).toBe(413);
    });

    it('the file comes in another field (400 naming it)', async () => {
      const response = await upload([filePart('photo', PNG_BYTES)]);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('photo');
    });

    it('the body is JSON (415)', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/media/photos/',
        headers: { cookie },
        payload: { file: 'x' },
      });
      expect(response.statusCode).toBe(415);
    });

    it('the row cannot be written (the stored file is removed again)', async () => {
      const restore = await failInsertsInto(t.db, 'photos');
      try {
        const response = await upload([filePart('file', PNG_BYTES)]);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          message: 'Something went wrong on our side. Please try again.',
        });
      } finally {
        await restore();
      }
    });
  });
});

describe('GET /api/media/photos/', () => {
  it('lists photos to anyone, newest first', async () => {
    const older = await uploaded();
    const newer = await uploaded();
    const ids = (await list()).map((photo) => photo.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });
});

describe('DELETE /api/media/photos/:id/', () => {
  it('moves the photo to the trash (204): off the gallery and its file no longer served, the file kept for a Restore', async () => {
    const photo = await uploaded();
    const name = photo.url.split('/').pop() ?? '';
    expect(await storedKeys(t.db)).toContain(`photos/${name}`);
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/media/photos/${photo.id}/`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await storedKeys(t.db)).toContain(`photos/${name}`);
    expect(await list()).not.toContainEqual(photo);
    expect((await t.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);

    const restored = await t.inject({
      method: 'POST',
      url: `/api/trash/photo/${photo.id}/restore/`,
      headers: { cookie },
    });
    expect(restored.statusCode).toBe(200);
    expect(await list()).toContainEqual(photo);
    expect((await t.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown photo and 401 to a visitor', async () => {
    const missing = await t.inject({
      method: 'DELETE',
      url: '/api/media/photos/999999/',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: PHOTO_NOT_FOUND_MESSAGE });
    const photo = await uploaded();
    const visitor = await t.inject({ method: 'DELETE', url: `/api/media/photos/${photo.id}/` });
    expect(visitor.statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
  });
});

describe('GET /api/uploads/photos/:name', () => {
  it.each(['AAAAAAAAAAAAAAAAAAAAAA.png', '..%2F..%2Fsession-secret', 'x.svg'])(
    'answers 404 for %s',
    async (name) => {
      const response = await t.inject({ method: 'GET', url: `/api/uploads/photos/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'File not found' });
    },
  );
});
