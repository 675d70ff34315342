import { apiPaths } from '@parish/shared-types';
import {
  INTENTION_MASS_FULL_MESSAGE,
  massIntentionDaySchema,
  massIntentionMoveSchema,
  massIntentionRangeSchema,
  massIntentionRequestSchema,
  massIntentionSettingsSchema,
} from '@parish/shared-types/intentions';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { requestLanguage } from '../../../http/language';
import { abuseLimitedRoute } from '../../../http/rate-limits';
import { unwrap } from '../../../http/results';
import type { RouteParams } from '../../../http/validation';
import { todayIn } from '../../../lib/dates';
import { commitIfOk, ok } from '../../../lib/result';
import { docs } from '../../../openapi/registry';
import { auditActor, auditedWrite } from '../../platform';
import { findIntention } from './repository';
import {
  intentionBookJson,
  intentionDayJson,
  massIntentionJson,
  massIntentionReceiptJson,
  massIntentionSettingsJson,
  publishedIntentionJson,
} from './json';
import {
  confirmIntention,
  intentionBook,
  intentionDay,
  intentionJson,
  intentionSettings,
  moveIntention,
  publishedIntentions,
  requestIntention,
  saveIntentionSettings,
} from './service';

const tag = 'Mass intentions';

function intentionIdOf(params: { id: string }): number {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

export async function intentionRoutes(app: ApiApp, { db, config, outbox, clock }: AppContext) {
  const timeZone = config.timeZone;

  app.get(
    apiPaths.massIntentionMasses,
    docs({
      tag,
      summary: 'The Masses of a day and the room each has for intentions',
      description:
        "Every Mass and Vigil Mass of `date` (the schedule's, its changes applied), each with how many intentions it takes, how many are taken (paid, confirmed, or held while being paid) and how many are left; a cancelled or begun Mass has none left. With the suggested offering.",
      access: 'public',
      query: {
        schema: massIntentionDaySchema,
        describe: { date: 'YYYY-MM-DD in the parish (its today when left out)' },
      },
      responses: { 200: { description: 'The day', schema: intentionDayJson } },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = clock();
      return intentionDay(db, timeZone, request.query.date ?? todayIn(timeZone, now), now);
    },
  );

  app.post(
    apiPaths.massIntentions,
    abuseLimitedRoute(config, 'bookings', {
      tag,
      summary: 'Ask for a Mass to be offered for an intention',
      description:
        "The Mass (`mass`, `date`) must still have room: its slot is then held for BOOKING_HOLD_MINUTES (15) while the offering (the parish's suggested offering, computed by the server) is paid with the Payments calls and `intention_id`. Requests for one Mass are taken one at a time, so two visitors asking at once for its last slot get one 201 and one 409 naming `mass`. Once paid the intention is `requested` and its requester mailed; a failed, cancelled or lapsed payment gives the slot back.",
      access: 'public',
      body: massIntentionRequestSchema,
      example: {
        date: '2026-12-13',
        mass: 'entry:1',
        intention: 'For the repose of the soul of John Smith',
        requested_by: 'Mary Smith',
        email: 'mary@example.org',
        publish: true,
      },
      responses: { 201: { description: 'Held while paid', schema: massIntentionReceiptJson } },
      errors: {
        409: `${INTENTION_MASS_FULL_MESSAGE} (naming \`mass\`)`,
        422: 'No such Mass that date (`mass`), or it has begun (`date`)',
      },
    }),
    async (request, reply) => {
      const receipt = await commitIfOk(db, (tx) =>
        requestIntention(tx, request.body, {
          timeZone,
          holdMinutes: config.payments.bookingHoldMinutes,
          language: requestLanguage(request.headers['accept-language']),
          now: clock(),
        }),
      );
      return reply.status(201).header('cache-control', 'no-store').send(unwrap(receipt));
    },
  );

  app.get(
    apiPaths.publishedIntentions,
    docs({
      tag,
      summary: 'The published intentions of some days',
      description:
        'The intentions their requesters allowed to be published, paid or confirmed, of `days` days from `from`, each with its Mass: never a name or an address.',
      access: 'public',
      query: {
        schema: massIntentionRangeSchema,
        describe: {
          from: 'The first day, YYYY-MM-DD (today when left out)',
          days: 'How many days, 1 to 62 (7)',
        },
      },
      responses: {
        200: { description: 'The published intentions', schema: z.array(publishedIntentionJson) },
      },
    }),
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${config.parishDetailsMaxAgeSeconds}`);
      return publishedIntentions(
        db,
        request.query.from ?? todayIn(timeZone, clock()),
        request.query.days,
      );
    },
  );

  app.get(
    apiPaths.intentionBook,
    docs({
      tag,
      summary: 'The book of intentions',
      description:
        'Every Mass of `days` days from `from`, each with its intentions (held, paid or confirmed), their requesters and addresses.',
      access: 'admin',
      query: {
        schema: massIntentionRangeSchema,
        describe: {
          from: 'The first day, YYYY-MM-DD (today when left out)',
          days: 'How many days, 1 to 62 (7)',
        },
      },
      responses: { 200: { description: 'The book', schema: intentionBookJson } },
    }),
    async (request) => {
      const now = clock();
      const from = request.query.from ?? todayIn(timeZone, now);
      return intentionBook(db, timeZone, from, request.query.days, now);
    },
  );

  app.post<{ Params: RouteParams<typeof apiPaths.intentionConfirmation> }>(
    apiPaths.intentionConfirmation.pattern,
    docs({
      tag,
      summary: 'Confirm a paid intention',
      description: 'The requester is mailed that the Mass will be offered for it. Audited.',
      access: 'admin',
      responses: { 200: { description: 'The confirmed intention', schema: massIntentionJson } },
      errors: { 404: 'No such intention', 409: 'Not paid, or cancelled' },
    }),
    async (request) => {
      const id = intentionIdOf(request.params);
      return unwrap(
        await auditedWrite(db, (tx) => confirmIntention(tx, outbox, id, timeZone), {
          actor: auditActor(request),
          action: 'confirm',
          entity: 'mass_intention',
          entityId: id,
          before: async (tx) => {
            const row = await findIntention(tx, id);
            return row ? intentionJson(row) : null;
          },
        }),
      );
    },
  );

  app.post<{
    Params: RouteParams<typeof apiPaths.intentionMove>;
    Body: z.output<typeof massIntentionMoveSchema>;
  }>(
    apiPaths.intentionMove.pattern,
    docs({
      tag,
      summary: 'Move an intention to another Mass',
      description:
        'To a Mass (`mass`, `date`) with room, under the same rule as a request (409 naming `mass` when full). The requester is mailed. Audited.',
      access: 'admin',
      body: massIntentionMoveSchema,
      example: { date: '2026-12-20', mass: 'entry:1' },
      responses: { 200: { description: 'The moved intention', schema: massIntentionJson } },
      errors: {
        404: 'No such intention',
        409: 'Not paid, cancelled, or the Mass is full (`mass`)',
        422: 'No such Mass that date (`mass`), or it has begun (`date`)',
      },
    }),
    async (request) => {
      const id = intentionIdOf(request.params);
      return unwrap(
        await auditedWrite(
          db,
          (tx) => moveIntention(tx, outbox, id, request.body, { timeZone, now: clock() }),
          {
            actor: auditActor(request),
            action: 'move',
            entity: 'mass_intention',
            entityId: id,
            before: async (tx) => {
              const row = await findIntention(tx, id);
              return row ? intentionJson(row) : null;
            },
          },
        ),
      );
    },
  );

  app.get(
    apiPaths.intentionSettings,
    docs({
      tag,
      summary: 'How many intentions a Mass takes, and the suggested offering',
      description: 'Two intentions a Mass and a $10 offering until the office sets its own.',
      access: 'admin',
      responses: { 200: { description: 'The rule', schema: massIntentionSettingsJson } },
    }),
    async () => intentionSettings(db),
  );

  app.put<{
    Params: RouteParams<typeof apiPaths.intentionSetting>;
    Body: z.output<typeof massIntentionSettingsSchema>;
  }>(
    apiPaths.intentionSetting.pattern,
    docs({
      tag,
      summary: 'Set how many intentions a Mass takes, and the suggested offering',
      description:
        'The one rule, record 1. For every Mass from now on; intentions already taken are kept (a Mass over its new number takes no more). Audited.',
      access: 'admin',
      body: massIntentionSettingsSchema,
      example: { per_mass: 3, offering: 15 },
      responses: { 200: { description: 'The rule', schema: massIntentionSettingsJson } },
      errors: { 404: 'Not the rule (its id is 1)' },
    }),
    async (request, reply) => {
      if (request.params.id !== '1') return reply.callNotFound();
      return unwrap(
        await auditedWrite(db, async (tx) => ok(await saveIntentionSettings(tx, request.body)), {
          actor: auditActor(request),
          action: 'update',
          entity: 'mass_intention_settings',
          entityId: 1,
          before: (tx) => intentionSettings(tx),
        }),
      );
    },
  );
}
