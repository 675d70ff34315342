import { apiPaths } from '@parish/shared-types';
import { z } from 'zod';
import { auditActor } from '../audit/actor';
import type { ApiApp, AppContext } from '../../../http/context';
import { unwrap } from '../../../http/results';
import type { RouteParams } from '../../../http/validation';
import { fieldError } from '../../../http/errors';
import { MAX_ID } from '../../../db/rows';
import { docs } from '../../../openapi/registry';
import { restoredItemJson, trashItemJson } from './json';
import type { TrashKinds } from './kinds';
import { listTrashItems, notInTrashMessage, restoreItem } from './service';

const tag = 'Trash';

/**
 * The trash (roles: the role that owns each entity). Deleting an event,
 * leader, ministry, shop item, video, photo, blog post or contact message
 * moves it here; the purge deletes it for good after 30 days. `kinds`
 * are what the modules registered (app.ts).
 */
export function trashRoutes(kinds: TrashKinds) {
  return async function routes(app: ApiApp, { db }: AppContext) {
    app.get(
      apiPaths.trash,
      docs({
        tag,
        summary: 'List the trash',
        description:
          'What was deleted in the last 30 days, most recently deleted first, with when each is purged.',
        access: 'admin',
        responses: {
          200: { description: 'Every item in the trash', schema: z.array(trashItemJson) },
        },
      }),
      async () => listTrashItems(db, kinds),
    );

    app.post<{ Params: RouteParams<typeof apiPaths.trashRestore> }>(
      apiPaths.trashRestore.pattern,
      docs({
        tag,
        summary: 'Restore an item from the trash',
        description:
          'It comes back whole, with the same id, on the public site at once. An item not in the trash (restored already, purged, or never deleted) is a 404 naming `id`; an entity that has no trash, a 404 naming `entity`.',
        access: 'admin',
        responses: { 200: { description: 'Restored', schema: restoredItemJson } },
      }),
      async (request) => {
        const { entity, id: rawId } = request.params;
        if (!/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > MAX_ID) {
          throw fieldError(404, 'id', notInTrashMessage(entity, rawId));
        }
        return unwrap(await restoreItem(db, kinds, auditActor(request), entity, Number(rawId)));
      },
    );
  };
}
