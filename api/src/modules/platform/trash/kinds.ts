/**
 * What can go to the trash, one entry per entity: its table, how an item is
 * named in the Trash list, and what a purge must also remove (an event's
 * cancelled bookings; a photo's or an attachment's stored file). The
 * entity names are shared-types' `TRASH_ENTITIES`, the audit log's too.
 * Each module declares the kinds of what it owns; platform knows none of
 * them, so it never imports a module above it.
 */
import type { TrashEntity } from '@parish/shared-types';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db';

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

/** Every entity that can be in the trash, each registered by the module that owns it (app.ts puts them together). */
export type TrashKinds = Record<TrashEntity, TrashKind>;
