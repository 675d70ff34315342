import { createDailyVerseProvider, RETRY_AFTER_MS } from '../daily-verse';
import { FALLBACK_VERSES, fallbackVerseFor } from '../fallback-verses';
import { manna, startVerseService, type FakeVerseService, type Reply } from './verse-service';

let service: FakeVerseService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** A provider asking a local service, on a clock the test moves. */
async function providerWith(reply: () => Reply, timeZone = 'UTC') {
  service = await startVerseService(reply);
  const clock = { now: new Date('2026-11-23T12:00:00Z') };
  const failures: string[] = [];
  const provider = createDailyVerseProvider({
    serviceUrl: service.url,
    timeoutMs: 1000,
    timeZone,
    now: () => clock.now,
    onServiceFailure: (reason) => failures.push(reason),
  });
  return { provider, clock, failures, requests: service.requests };
}

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
const HOUR = 60 * 60 * 1000;

describe('daily verse cache', () => {
  it('asks the service once a day and again the next day', async () => {
    let verseOfTheDay = manna('Jesus wept.', 'John 11:35');
    const { provider, clock, requests } = await providerWith(() => ({ body: verseOfTheDay }));

    expect((await provider.today()).verse.verse.details.reference).toBe('John 11:35');
    clock.now = later(clock.now, 11 * HOUR); // 23:00, still the same day
    verseOfTheDay = manna('Pray without ceasing.', '1 Thessalonians 5:17');
    expect((await provider.today()).verse.verse.details.reference).toBe('John 11:35');
    expect(requests).toHaveLength(1);

    clock.now = later(clock.now, 2 * HOUR); // 01:00 the next day
    const tomorrow = await provider.today();
    expect(tomorrow).toEqual({
      source: 'service',
      verse: {
        verse: { details: { text: 'Pray without ceasing.', reference: '1 Thessalonians 5:17' } },
      },
    });
    expect(requests).toHaveLength(2);
  });

  it("starts a new day at midnight in the parish's time zone, not UTC", async () => {
    const { provider, clock, requests } = await providerWith(
      () => ({ body: manna('Jesus wept.', 'John 11:35') }),
      'America/Chicago',
    );
    clock.now = new Date('2026-11-24T05:30:00Z'); // 23:30 on the 23rd in Chicago
    await provider.today();
    clock.now = new Date('2026-11-24T05:50:00Z');
    await provider.today();
    expect(requests).toHaveLength(1);

    clock.now = new Date('2026-11-24T06:10:00Z'); // 00:10 on the 24th in Chicago
    await provider.today();
    expect(requests).toHaveLength(2);
  });

  it('shares one request among visitors arriving together', async () => {
    const { provider, requests } = await providerWith(() => ({
      body: manna('Jesus wept.', 'John 11:35'),
    }));

    const answers = await Promise.all(Array.from({ length: 10 }, () => provider.today()));

    expect(new Set(answers.map((answer) => answer.verse.verse.details.text))).toEqual(
      new Set(['Jesus wept.']),
    );
    expect(requests).toHaveLength(1);
  });

  it('keeps a stand-in verse only a few minutes, then asks the service again', async () => {
    let reply: Reply = { status: 502, body: 'Bad Gateway' };
    const { provider, clock, failures, requests } = await providerWith(() => reply);

    const first = await provider.today();
    expect(first).toEqual({
      source: 'fallback',
      verse: { verse: { details: fallbackVerseFor('2026-11-23') } },
    });
    expect(failures).toEqual(['it answered 502']);

    reply = { body: manna('Jesus wept.', 'John 11:35') };
    clock.now = later(clock.now, RETRY_AFTER_MS - 1000);
    expect((await provider.today()).source).toBe('fallback');
    expect(requests).toHaveLength(1);

    clock.now = later(clock.now, 2000);
    expect((await provider.today()).verse.verse.details.reference).toBe('John 11:35');
    expect(requests).toHaveLength(2);
    expect(RETRY_AFTER_MS).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('says why the service was not used', async () => {
    const { provider, failures } = await providerWith(() => 'hang');
    await provider.today();
    expect(failures).toEqual(['it did not answer within 1000 ms']);
  });
});

describe('bundled verses', () => {
  it('has a month of distinct public-domain verses, each with text and reference', () => {
    expect(FALLBACK_VERSES.length).toBeGreaterThanOrEqual(30);
    const references = FALLBACK_VERSES.map((verse) => verse.reference);
    expect(new Set(references).size).toBe(references.length);
    for (const verse of FALLBACK_VERSES) {
      expect(verse.text.trim()).toBe(verse.text);
      expect(verse.text).toMatch(/[.?!]$/);
      expect(verse.reference).toMatch(/^(\d )?[A-Z][a-z]+ \d+:\d+(-\d+)?$/);
    }
  });

  it('picks the same verse all day and a different one each day of a month', () => {
    expect(fallbackVerseFor('2026-11-23')).toBe(fallbackVerseFor('2026-11-23'));
    const november = Array.from({ length: 30 }, (_, day) =>
      fallbackVerseFor(`2026-11-${String(day + 1).padStart(2, '0')}`),
    );
    expect(new Set(november).size).toBe(30);
  });
});
