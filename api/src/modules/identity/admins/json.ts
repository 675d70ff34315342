/** The JSON this feature answers with (see openapi/schemas.ts). */
import { ADMIN_ROLES, type Admin, type AdminSession } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime } from '../../../openapi/schemas';

export const adminJson = shapeOf<Admin>()(
  z.object({
    id,
    email: z.email(),
    name: z.string(),
    roles: z.array(z.enum(ADMIN_ROLES)).describe('What they may do (docs/roles.md)'),
  }),
);

export const adminSessionJson = shapeOf<AdminSession>()(
  z.object({ admin: adminJson, expires_at: dateTime }),
);
