import { apiPaths, type DailyVerse } from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { docs } from '../../../openapi/registry';
import { shapeOf } from '../../../openapi/schemas';
import { createDailyVerseProvider } from './daily-verse';

const dailyVerseJson = shapeOf<DailyVerse>()(
  z.object({
    verse: z.object({
      details: z.object({
        text: z.string().describe('The verse'),
        reference: z.string().describe('Where it is found, e.g. "Psalm 23:1"'),
      }),
    }),
  }),
);

export async function verseRoutes(app: ApiApp, { config }: AppContext) {
  const provider = createDailyVerseProvider({
    ...config.verse,
    timeZone: config.timeZone,
    onServiceFailure: (reason) =>
      app.log.warn({ reason }, 'daily verse: the verse service failed; a bundled verse is shown'),
  });

  app.get(
    apiPaths.dailyVerse,
    docs({
      tag: 'Verse',
      summary: "Today's Bible verse, for the header",
      description:
        "Asked of the daily-verse service (`VERSE_SERVICE_URL`) once per day in the parish's time zone. When the service cannot be reached in time (`VERSE_TIMEOUT_MS`) or answers something else, a bundled public-domain (KJV) verse chosen by the date is answered instead, and the service is tried again a few minutes later.",
      access: 'public',
      responses: { 200: { description: "Today's verse", schema: dailyVerseJson } },
    }),
    async (_request, reply) => {
      const { verse } = await provider.today();
      reply.header('cache-control', 'public, max-age=300');
      return verse;
    },
  );
}
