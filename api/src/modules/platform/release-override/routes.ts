/**
 * An administrator tries a release before deploying it: the API signs
 * "load release X of remote R" into an httpOnly cookie for their browser
 * alone, and tells the shell about it on request. Only a logged-in
 * administrator gets an answer, and only a version name crosses (never a
 * URL: the shell builds it from the registry's own release location), so
 * neither a visitor nor a link can make a page load code from elsewhere.
 * Deploying stays `npm run deploy` (docs/delivery.md).
 */
import {
  apiPaths,
  isReleaseVersion,
  REMOTE_NAMES,
  type ReleaseOverride,
} from '@parish/shared-types';
import type { FastifyRequest } from 'fastify';

import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { cookieOptions } from '../../../http/cookies';
import { docs } from '../../../openapi/registry';
import { dateTime, shapeOf } from '../../../openapi/schemas';

const tag = 'Releases';
/** Long enough to try a release, short enough not to be forgotten in a browser. */
export const RELEASE_OVERRIDE_TTL_MS = 4 * 60 * 60 * 1000;

const releaseOverrideInputSchema = z.object({
  remote: z.enum(REMOTE_NAMES, { error: 'Choose one of the remotes.' }),
  release: z.string().refine(isReleaseVersion, {
    error: 'A release version has letters, digits, dots, dashes and underscores only.',
  }),
});

const releaseOverrideJson = shapeOf<ReleaseOverride>()(
  z.object({ remote: z.enum(REMOTE_NAMES), release: z.string(), expiresAt: dateTime }),
);

/** The override in a correctly signed, unexpired cookie, or null. */
function readOverride(request: FastifyRequest): ReleaseOverride | null {
  const raw = request.cookies[request.server.cookieNames.releaseOverride];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = releaseOverrideJson.safeParse(JSON.parse(unsigned.value));
    if (!parsed.success || Date.parse(parsed.data.expiresAt) <= Date.now()) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

export async function releaseOverrideRoutes(app: ApiApp, { config }: AppContext) {
  app.post(
    apiPaths.releaseOverride,
    docs({
      tag,
      summary: 'Try a release in this browser',
      description: `Signs an override into an httpOnly cookie for ${RELEASE_OVERRIDE_TTL_MS / 3_600_000} hours: this browser's pages load that release of the remote instead of the deployed one. Nobody else is affected.`,
      access: 'admin',
      body: releaseOverrideInputSchema,
      example: { remote: 'booking', release: '1.0.0-20261124.101500-abc1234' },
      responses: {
        200: { description: 'The override now in effect', schema: releaseOverrideJson },
      },
    }),
    async (request, reply) => {
      const { remote, release } = request.body;
      const override: ReleaseOverride = {
        remote,
        release,
        expiresAt: new Date(Date.now() + RELEASE_OVERRIDE_TTL_MS).toISOString(),
      };
      reply.setCookie(reply.server.cookieNames.releaseOverride, JSON.stringify(override), {
        ...cookieOptions(config),
        maxAge: RELEASE_OVERRIDE_TTL_MS / 1000,
      });
      return override;
    },
  );

  app.get(
    apiPaths.releaseOverride,
    docs({
      tag,
      summary: "This browser's release override",
      description:
        'The override signed for this browser, or null when there is none (or it expired).',
      access: 'admin',
      responses: {
        200: {
          description: 'The override, or null',
          schema: z.object({ override: releaseOverrideJson.nullable() }),
        },
      },
    }),
    async (request) => ({ override: readOverride(request) }),
  );

  app.delete(
    apiPaths.releaseOverride,
    docs({
      tag,
      summary: 'Stop trying a release',
      description: 'Clears the override: this browser loads the deployed releases again.',
      access: 'public',
      responses: { 204: { description: 'Cleared' } },
    }),
    async (_request, reply) => {
      reply.clearCookie(reply.server.cookieNames.releaseOverride, cookieOptions(config));
      return reply.status(204).send();
    },
  );
}
