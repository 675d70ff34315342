import type { Bulletin } from '@parish/shared-types/bulletins';
import { apiPaths } from '@parish/shared-types';
import { desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { single } from '../../../db/rows';
import { bulletins } from '../tables';

type BulletinRow = typeof bulletins.$inferSelect;

/** The name a stored key serves under (`bulletins/<name>`). */
const servedName = (key: string) => key.slice(key.indexOf('/') + 1);

function toBulletinJson(row: BulletinRow): Bulletin {
  return {
    id: row.id,
    date: row.date,
    title: row.title,
    title_es: row.titleEs,
    filename: row.filename,
    file_url: apiPaths.bulletinFile(servedName(row.fileKey)),
    size_bytes: row.sizeBytes,
    preview_url: apiPaths.bulletinFile(servedName(row.previewKey)),
    preview_width: row.previewWidth,
    preview_height: row.previewHeight,
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

export async function insertBulletin(
  db: Executor,
  bulletin: Omit<typeof bulletins.$inferInsert, 'id' | 'uploadedAt'>,
): Promise<Bulletin> {
  return toBulletinJson(single(await db.insert(bulletins).values(bulletin).returning()));
}

/** Every bulletin, newest Sunday first. */
export async function listBulletins(db: Executor): Promise<Bulletin[]> {
  const rows = await db.select().from(bulletins).orderBy(desc(bulletins.date));
  return rows.map(toBulletinJson);
}

/** The newest bulletin for a Sunday on or before `today`, or undefined. */
export async function latestBulletinUpTo(
  db: Executor,
  today: string,
): Promise<Bulletin | undefined> {
  const [row] = await db
    .select()
    .from(bulletins)
    .where(lte(bulletins.date, today))
    .orderBy(desc(bulletins.date))
    .limit(1);
  return row ? toBulletinJson(row) : undefined;
}

export async function findBulletinByDate(
  db: Executor,
  date: string,
): Promise<Bulletin | undefined> {
  const [row] = await db.select().from(bulletins).where(eq(bulletins.date, date)).limit(1);
  return row ? toBulletinJson(row) : undefined;
}

/** The bulletin with its stored files' keys, or undefined. */
export async function findBulletinRow(db: Executor, id: number): Promise<BulletinRow | undefined> {
  const [row] = await db.select().from(bulletins).where(eq(bulletins.id, id)).limit(1);
  return row;
}

export function bulletinJson(row: BulletinRow): Bulletin {
  return toBulletinJson(row);
}

/** Deletes the row; false when there was none. */
export async function deleteBulletinRow(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(bulletins)
    .where(eq(bulletins.id, id))
    .returning({ id: bulletins.id });
  return rows.length > 0;
}
