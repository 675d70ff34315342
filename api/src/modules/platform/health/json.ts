/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type HealthStatus, type LivenessStatus } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf } from '../../../openapi/schemas';

export const healthJson = shapeOf<HealthStatus>()(
  z.object({ status: z.literal('ok'), database: z.literal('ok') }),
);

export const livenessJson = shapeOf<LivenessStatus>()(z.object({ status: z.literal('ok') }));
