import {
  apiPaths,
  SERMON_AUDIO_REQUIRED_MESSAGE,
  SERMON_AUDIO_WRONG_TYPE_MESSAGE,
  SERMON_NOT_FOUND_MESSAGE,
  SERMON_REQUIRED_MESSAGE,
  type Sermon,
} from '@parish/shared-types';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { describeResourceContract } from '../../../../testing/resource-tests';
import {
  filePart,
  multipartBody,
  PNG_BYTES,
  storedKeys,
  type FormPart,
} from '../../../../testing/uploads';
import { createDatabaseStorage } from '../../../../storage';
import { DEMO_SERMONS, seedDemoSermons, silentMp3 } from '../seed';

const valid = {
  title: 'Sing to the Lord a New Song',
  preacher: 'Fr. Michael Andrews',
  date: '2026-05-10',
  scripture: 'Psalm 96',
  description: 'Why we sing when we pray.',
  image: '/api/static/seed/advent.svg',
  audio_url: '',
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
};

describeResourceContract({
  path: '/api/media/sermons/',
  notFoundMessage: SERMON_NOT_FOUND_MESSAGE,
  seeded: { count: 0, first: {} },
  // Newest first, as the Sermons tab and the feed show them.
  order: (a, b) => String(b.date).localeCompare(String(a.date)) || Number(b.id) - Number(a.id),
  create: {
    body: valid,
    shows: {
      title: valid.title,
      preacher: valid.preacher,
      date: valid.date,
      scripture: valid.scripture,
      description: valid.description,
      image: valid.image,
      audio: null,
      video_url: valid.video_url,
      title_es: null,
      description_es: null,
    },
  },
  invalid: [
    {
      name: 'a missing preacher and date',
      body: { ...valid, preacher: ' ', date: '' },
      fields: { preacher: SERMON_REQUIRED_MESSAGE, date: SERMON_REQUIRED_MESSAGE },
    },
    {
      name: 'a recording link that is not http(s)',
      body: { ...valid, audio_url: 'javascript:alert(1)' },
      fields: { audio_url: 'Please enter a valid audio URL (http or https)' },
    },
    {
      name: 'a date that does not exist',
      body: { ...valid, date: '2026-02-30' },
      fields: { date: 'Use the date format YYYY-MM-DD' },
    },
  ],
  update: {
    method: 'PUT',
    body: { ...valid, audio_url: 'https://media.example.org/psalm-96.m4a' },
    shows: {
      audio: {
        url: 'https://media.example.org/psalm-96.m4a',
        type: null,
        length: null,
        uploaded: false,
      },
    },
  },
});

describe('a sermon’s recording', () => {
  let t: TestApp;
  let cookie: string;
  const recording = silentMp3(3);

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.adminCookie();
  });
  afterAll(() => t.close());

  async function newSermon(): Promise<Sermon> {
    const response = await t.inject({
      method: 'POST',
      url: '/api/media/sermons/',
      payload: valid,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Sermon>();
  }

  function upload(id: number, parts: FormPart[]) {
    const { payload, headers } = multipartBody(parts);
    return t.inject({
      method: 'POST',
      url: `/api/media/sermons/${id}/audio/`,
      payload,
      headers: { ...headers, cookie, origin: 'http://localhost:3000' },
    });
  }

  it('is uploaded as an MP3, then served whole and by byte ranges for seeking', async () => {
    const sermon = await newSermon();
    const response = await upload(sermon.id, [
      filePart('file', recording, 'homily.mp3', 'audio/mpeg'),
    ]);
    expect(response.statusCode).toBe(200);
    const { audio } = response.json<Sermon>();
    expect(audio).toEqual({
      url: expect.stringMatching(/^\/api\/uploads\/audio\/[A-Za-z0-9_-]{22}\.mp3$/),
      type: 'audio/mpeg',
      length: recording.length,
      uploaded: true,
    });

    const whole = await t.inject({ method: 'GET', url: audio?.url ?? '' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['content-disposition']).toBeUndefined();
    expect(whole.rawPayload).toEqual(recording);

    const seek = await t.inject({
      method: 'GET',
      url: audio?.url ?? '',
      headers: { range: 'bytes=1000-1999' },
    });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe(`bytes 1000-1999/${recording.length}`);
    expect(seek.rawPayload).toEqual(recording.subarray(1000, 2000));
  });

  it('replaces the recording it had, and goes with the sermon when it is deleted', async () => {
    const sermon = await newSermon();
    const first = (
      await upload(sermon.id, [filePart('file', recording, 'a.mp3', 'audio/mpeg')])
    ).json<Sermon>();
    const second = (
      await upload(sermon.id, [filePart('file', silentMp3(1), 'b.mp3', 'audio/mpeg')])
    ).json<Sermon>();
    const keyOf = (s: Sermon) => `audio/${s.audio?.url.split('/').pop() ?? ''}`;
    expect(await storedKeys(t.db)).not.toContain(keyOf(first));
    expect(await storedKeys(t.db)).toContain(keyOf(second));

    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/media/sermons/${sermon.id}/`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storedKeys(t.db)).not.toContain(keyOf(second));
  });

  it('refuses what is not MP3 or M4A, a missing file, or an unknown sermon, and keeps no file', async () => {
    const sermon = await newSermon();
    const before = await storedKeys(t.db);

    const image = await upload(sermon.id, [
      filePart('file', PNG_BYTES, 'homily.mp3', 'audio/mpeg'),
    ]);
    expect(image.statusCode).toBe(415);
    expect(image.json()).toMatchObject({ fields: { file: SERMON_AUDIO_WRONG_TYPE_MESSAGE } });

    const none = await upload(sermon.id, [{ name: 'note', value: 'x' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ fields: { file: SERMON_AUDIO_REQUIRED_MESSAGE } });

    const unknown = await upload(999_999, [filePart('file', recording, 'a.mp3', 'audio/mpeg')]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: SERMON_NOT_FOUND_MESSAGE });

    const tooBig = await upload(sermon.id, [
      filePart('file', silentMp3(90), 'long.mp3', 'audio/mpeg'),
    ]);
    expect(tooBig.statusCode).toBe(413);

    expect(await storedKeys(t.db)).toEqual(before);
  });

  it('can be uploaded by administrators only', async () => {
    const sermon = await newSermon();
    const { payload, headers } = multipartBody([
      filePart('file', recording, 'a.mp3', 'audio/mpeg'),
    ]);
    const response = await t.inject({
      method: 'POST',
      url: `/api/media/sermons/${sermon.id}/audio/`,
      payload,
      headers: { ...headers, origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(401);
  });
});

/** The rules of RSS 2.0 and of Apple's podcast tags that a feed reader or a directory checks. */
function checkPodcastFeed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml);
  expect(feed.rss['@version']).toBe('2.0');
  expect(feed.rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
  const channel = feed.rss.channel;
  for (const tag of [
    'title',
    'link',
    'description',
    'language',
    'itunes:author',
    'itunes:explicit',
  ]) {
    expect(String(channel[tag] ?? '')).not.toBe('');
  }
  expect(channel['itunes:category']['@text']).toBe('Religion & Spirituality');
  expect(channel['itunes:owner']['itunes:email']).toMatch(/@/);
  const items = [channel.item ?? []].flat();
  for (const item of items) {
    expect(String(item.title)).not.toBe('');
    expect(String(item.guid['#text'])).not.toBe('');
    expect(new Date(item.pubDate).toUTCString()).toBe(item.pubDate);
    expect(item.enclosure['@url']).toMatch(/^https?:\/\//);
    expect(Number(item.enclosure['@length'])).toBeGreaterThanOrEqual(0);
    expect(item.enclosure['@type']).toMatch(/^audio\/(mpeg|mp4)$/);
  }
  return items;
}

describe('GET /api/podcast.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoSermons(t.db, createDatabaseStorage(t.db));
  });
  afterAll(() => t.close());

  it('lists every sermon with a recording, newest first, each enclosure with its length and type', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/podcast.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const items = checkPodcastFeed(response.body);
    const recorded = DEMO_SERMONS.filter((sermon) => sermon.withAudio);
    expect(items.map((item) => item.title)).toEqual(
      [...recorded].sort((a, b) => b.date.localeCompare(a.date)).map((sermon) => sermon.title),
    );
    const sermons = (await t.inject({ method: 'GET', url: '/api/media/sermons/' })).json<
      Sermon[]
    >();
    for (const item of items) {
      const sermon = sermons.find((s) => s.title === item.title);
      expect(item.enclosure['@url']).toBe(`http://localhost:3000${sermon?.audio?.url ?? ''}`);
      expect(Number(item.enclosure['@length'])).toBe(sermon?.audio?.length);
      const file = await t.inject({ method: 'GET', url: sermon?.audio?.url ?? '' });
      expect(file.rawPayload.length).toBe(Number(item.enclosure['@length']));
    }
  });

  it('has a Spanish feed: the Spanish titles the office wrote, links to the Spanish pages, es-us', async () => {
    const response = await t.inject({ method: 'GET', url: apiPaths.podcastFeedIn('es') });
    expect(response.statusCode).toBe(200);
    const items = checkPodcastFeed(response.body);
    const recorded = DEMO_SERMONS.filter((sermon) => sermon.withAudio);
    expect(items.map((item) => item.title)).toEqual(
      [...recorded].sort((a, b) => b.date.localeCompare(a.date)).map((sermon) => sermon.titleEs),
    );
    for (const item of items)
      expect(item.link).toMatch(/^http:\/\/localhost:3000\/es\/media\/sermons\/\d+$/);
    expect(response.body).toContain('<language>es-us</language>');
    expect(response.body).toContain('Homilías');
    expect(response.body).toContain('href="http://localhost:3000/es/podcast.xml" rel="self"');
    // English is the feed without a prefix; a language the site does not speak is no feed.
    for (const language of ['en', 'fr']) {
      const none = await t.inject({ method: 'GET', url: `/api/${language}/podcast.xml` });
      expect(none.statusCode).toBe(404);
    }
  });

  it('escapes what an administrator typed', async () => {
    const cookie = await t.adminCookie();
    await t.inject({
      method: 'POST',
      url: '/api/media/sermons/',
      headers: { cookie },
      payload: {
        ...valid,
        title: 'Loaves & <fishes>',
        date: '2026-11-01',
        audio_url: 'https://media.example.org/loaves.m4a?x=1&y=2',
      },
    });
    const response = await t.inject({ method: 'GET', url: '/api/podcast.xml' });
    const items = checkPodcastFeed(response.body);
    const loaves = items.find((item) => String(item.title).startsWith('Loaves'));
    expect(loaves?.enclosure).toMatchObject({
      '@url': 'https://media.example.org/loaves.m4a?x=1&y=2',
      '@type': 'audio/mp4',
    });
  });

  it('seeds the demo sermons once, however often the API starts', async () => {
    expect(await seedDemoSermons(t.db, createDatabaseStorage(t.db))).toBe(false);
    const sermons = (await t.inject({ method: 'GET', url: '/api/media/sermons/' })).json<
      Sermon[]
    >();
    expect(sermons.filter((s) => s.audio?.uploaded)).toHaveLength(3);
    expect(sermons.find((s) => s.title === 'Who Is My Neighbour?')).toMatchObject({
      title_es: '¿Quién es mi prójimo?',
      description_es: expect.stringContaining('buen samaritano'),
    });
  });
});

describe('a sermon in Spanish beside the English', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.adminCookie();
  });
  afterAll(() => t?.close());

  it('keeps the Spanish title and description; a blank clears one, one left out is kept', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/media/sermons/',
      headers: { cookie },
      payload: { ...valid, title_es: ' Canten al Señor ', description_es: 'Por qué cantamos.' },
    });
    expect(created.statusCode).toBe(201);
    const sermon = created.json<Sermon>();
    expect(sermon).toMatchObject({
      title: valid.title,
      title_es: 'Canten al Señor',
      description_es: 'Por qué cantamos.',
    });
    const one = await t.inject({ method: 'GET', url: `/api/media/sermons/${sermon.id}/` });
    expect(one.json()).toEqual(sermon);

    const replaced = await t.inject({
      method: 'PUT',
      url: `/api/media/sermons/${sermon.id}/`,
      headers: { cookie },
      payload: { ...valid, description_es: '' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      title_es: 'Canten al Señor',
      description_es: null,
      description: valid.description,
    });
  });

  it('refuses a Spanish description over 4000 characters, naming the field', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/media/sermons/',
      headers: { cookie },
      payload: { ...valid, description_es: 'a'.repeat(4001) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ description_es: 'Must be at most 4000 characters' });
  });
});
