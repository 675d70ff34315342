import { apiPaths } from '@parish/shared-types';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db';
import { appMeta } from '../../../db/tables';
import { sermons } from '../tables';
import { seedOnce } from '../../../db/seed-once';
import { MP3, type FileStorage } from '../../../storage';

const SEEDED_KEY = 'demo_sermons_seeded_at';

const art = (name: string) => `${apiPaths.seedImages}${name}.svg`;

/**
 * The spec's sample sermons (Media page), now stored. Those the sample marks
 * as recorded in audio get a short generated recording, so the player, the
 * byte ranges and /podcast.xml work on a new install.
 */
export const DEMO_SERMONS: (typeof sermons.$inferInsert & { withAudio: boolean })[] = [
  {
    title: 'The Good Shepherd Knows His Own',
    preacher: 'Fr. Michael Andrews',
    date: '2026-04-26',
    scripture: 'John 10:11–18',
    description:
      'On being known and loved by name, and on caring for one another as Christ cares for us.',
    titleEs: 'El Buen Pastor conoce a los suyos',
    descriptionEs:
      'Sobre ser conocidos y amados por nuestro nombre, y sobre cuidarnos unos a otros como Cristo cuida de nosotros.',
    image: art('sunday-liturgy'),
    withAudio: true,
  },
  {
    title: 'Who Is My Neighbour?',
    preacher: 'Rev. Deacon Maria Lopez',
    date: '2026-07-12',
    scripture: 'Luke 10:25–37',
    description:
      'The parable of the Good Samaritan, and the neighbours our food pantry meets every Saturday.',
    titleEs: '¿Quién es mi prójimo?',
    descriptionEs:
      'La parábola del buen samaritano y los vecinos que nuestra despensa de alimentos atiende cada sábado.',
    image: art('food-drive'),
    withAudio: true,
  },
  {
    title: 'Prepare the Way',
    preacher: 'Fr. Michael Andrews',
    date: '2025-12-07',
    scripture: 'Matthew 3:1–12',
    description: 'An Advent homily on John the Baptist, repentance and making room for God.',
    titleEs: 'Preparen el camino',
    descriptionEs:
      'Una homilía de Adviento sobre Juan el Bautista, la conversión y cómo hacerle lugar a Dios.',
    image: art('advent'),
    withAudio: false,
  },
  {
    title: 'Sing to the Lord a New Song',
    preacher: 'Fr. Michael Andrews',
    date: '2026-05-10',
    scripture: 'Psalm 96',
    description:
      'Why we sing when we pray, preached on the Sunday the youth choir joined the parish choir.',
    titleEs: 'Canten al Señor un cántico nuevo',
    descriptionEs:
      'Por qué cantamos cuando oramos, en la homilía del domingo en que el coro juvenil se unió al coro parroquial.',
    image: null,
    withAudio: true,
  },
];

/**
 * `seconds` of silence as an MP3 any player reads: MPEG-1 Layer III frames
 * at 32 kbit/s, 32 kHz, mono (header FF FB 18 C4: 144 bytes, 36 ms each)
 * whose side information is all zero, which decodes to silence.
 */
export function silentMp3(seconds: number): Buffer {
  const frame = Buffer.alloc(144);
  frame.set([0xff, 0xfb, 0x18, 0xc4]);
  const frames = Math.ceil((seconds * 32_000) / 1152);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** Adds the demo sermons once per database (also to one seeded before sermons existed). */
export async function seedDemoSermons(db: Database, storage: FileStorage, now = new Date()) {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (seeded) return false;
  // Files first, outside the transaction (the database storage writes through its own connection).
  const recordings = await Promise.all(
    DEMO_SERMONS.map(async ({ withAudio }) => {
      if (!withAudio) return null;
      const audio = silentMp3(12);
      return { key: await storage.save('audio', audio, MP3), bytes: audio.length };
    }),
  );
  const removeRecordings = () =>
    Promise.all(recordings.map((recording) => recording && storage.remove(recording.key)));
  try {
    const done = await seedOnce(
      db,
      SEEDED_KEY,
      async (tx) => {
        await tx.insert(sermons).values(
          DEMO_SERMONS.map(({ withAudio: _withAudio, ...sermon }, index) => {
            const recording = recordings[index];
            return {
              ...sermon,
              audioKey: recording?.key ?? null,
              audioType: recording ? MP3.contentType : null,
              audioBytes: recording?.bytes ?? null,
            };
          }),
        );
      },
      now,
    );
    if (!done) await removeRecordings();
    return done;
  } catch (error) {
    await removeRecordings();
    throw error;
  }
}
