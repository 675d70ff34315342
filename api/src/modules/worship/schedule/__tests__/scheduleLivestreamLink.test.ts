import {
  apiPaths,
  SCHEDULE_LIVESTREAM_PLAYER_MESSAGE,
  type ScheduleEntry,
} from '@parish/shared-types';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { livestreamPlayerUrl } from '../livestream';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ timeZone: 'America/New_York' });
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

let places = 0;
const saveEntry = (livestream_url: string, language?: string) => {
  places += 1;
  return t.inject({
    method: 'POST',
    url: apiPaths.scheduleEntries,
    headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
    payload: {
      kind: 'mass',
      weekdays: ['sun'],
      start_time: '10:00',
      duration_minutes: 60,
      language: 'en',
      place: `Streamed church ${places}`,
      livestream_url,
    },
  });
};

describe("a service's livestream link", () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?si=abc'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('is kept as the configured player of the video %s names', async (link) => {
    const response = await saveEntry(link);
    expect(response.statusCode).toBe(201);
    expect(response.json<ScheduleEntry>().livestream_url).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it.each([
    ['another player', 'https://player.vimeo.com/video/76979871'],
    ['a YouTube page that names no video', 'https://www.youtube.com/@holytrinity'],
  ])('is refused at livestream_url when it is %s, in the page language', async (_, link) => {
    const response = await saveEntry(link);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: SCHEDULE_LIVESTREAM_PLAYER_MESSAGE,
      fields: { livestream_url: SCHEDULE_LIVESTREAM_PLAYER_MESSAGE },
    });
    const spanish = await saveEntry(link, 'es');
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json<{ fields: Record<string, string> }>().fields.livestream_url).toBe(
      'Escriba una transmisión del reproductor de video de la parroquia, por ejemplo un enlace de YouTube',
    );
  });

  it('is refused at livestream_url when it is plain http', async () => {
    const response = await saveEntry('http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toEqual([
      'livestream_url',
    ]);
  });

  it('follows the configured origin: youtube.com players, or another embeddable player as given', () => {
    expect(livestreamPlayerUrl('https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(
      livestreamPlayerUrl('https://player.vimeo.com/video/76979871', 'https://player.vimeo.com'),
    ).toBe('https://player.vimeo.com/video/76979871');
    expect(
      livestreamPlayerUrl('https://youtu.be/dQw4w9WgXcQ', 'https://player.vimeo.com'),
    ).toBeNull();
  });
});
