/** The JSON this feature answers with (see openapi/schemas.ts). */
import { TRASH_ENTITIES, type RestoredItem, type TrashItem } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime } from '../../../openapi/schemas';

const trashEntity = z.enum(TRASH_ENTITIES);

export const trashItemJson = shapeOf<TrashItem>()(
  z.object({
    entity: trashEntity,
    id,
    label: z.string().describe('Its title, name or file name'),
    deleted_at: dateTime,
    purge_at: dateTime.describe('When the purge deletes it for good'),
  }),
);

export const restoredItemJson = shapeOf<RestoredItem>()(
  z.object({ entity: trashEntity, id, label: z.string() }),
);
