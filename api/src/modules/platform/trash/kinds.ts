/**
 * What can go to the trash, one entry per entity: its table, how an item is
 * named in the Trash list, and what a purge must also remove (an event's
 * cancelled bookings; a photo's or an attachment's stored file). The
 * entity names are shared-types' `TRASH_ENTITIES`, the audit log's too.
 */
import type { TrashEntity } from '@parish/shared-types';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db';
import {
  blogPosts,
  contactMessages,
  events,
  leaders,
  ministries,
  photos,
  products,
  videos,
} from '../../db/schema';
import { deleteBookingsOfEvent } from '../bookings/repository';

export type TrashTable = PgTable & { id: AnyPgColumn; deletedAt: AnyPgColumn };

export interface TrashKind {
  entity: TrashEntity;
  table: TrashTable;
  /** The column that names an item in the list (a title, a name, a file name). */
  labelColumn: AnyPgColumn;
  /** Removes what hangs on the row before it is deleted for good (in the purge's transaction). */
  beforePurge?(db: Executor, id: number): Promise<void>;
  /** The stored file to remove once the row is purged, if any. */
  storedFile?(row: Record<string, unknown>): string | null;
}

export const TRASH_KINDS: Record<TrashEntity, TrashKind> = {
  event: {
    entity: 'event',
    table: events,
    labelColumn: events.title,
    // Only cancelled bookings can remain (a live booking keeps its event out of the trash).
    beforePurge: deleteBookingsOfEvent,
  },
  leader: { entity: 'leader', table: leaders, labelColumn: leaders.name },
  ministry: { entity: 'ministry', table: ministries, labelColumn: ministries.title },
  shop_item: { entity: 'shop_item', table: products, labelColumn: products.title },
  video: { entity: 'video', table: videos, labelColumn: videos.title },
  photo: {
    entity: 'photo',
    table: photos,
    labelColumn: photos.filename,
    storedFile: (row) => (row.storageKey as string | undefined) ?? null,
  },
  blog_post: { entity: 'blog_post', table: blogPosts, labelColumn: blogPosts.title },
  contact_message: {
    entity: 'contact_message',
    table: contactMessages,
    labelColumn: contactMessages.name,
    storedFile: (row) => (row.attachmentKey as string | null | undefined) ?? null,
  },
};
