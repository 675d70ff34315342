import {
  apiPaths,
  mailTokenSchema,
  NEWSLETTER_SIGN_UP_MESSAGE,
  newsletterInputSchema,
  newsletterPreferencesSchema,
  TOPIC_NOT_FOUND_MESSAGE,
  TOPIC_NOT_OFFERED_MESSAGE,
  type NewsletterSignUpAnswer,
} from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { requestLanguage } from '../../../http/language';
import { publicFormRoute } from '../../../http/rate-limits';
import { unwrap } from '../../../http/results';
import { parseId, parseInput } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { newsletterPreferencesJson } from '../topics/json';
import { newsletterSignUpAnswerJson, newsletterSubscriptionJson } from './json';
import {
  confirmSubscription,
  listSubscribers,
  preferences,
  savePreferences,
  subscribe,
  unsubscribe,
  unsubscribeTopic,
} from './service';

const tag = 'Newsletter';
const FORM_URLENCODED = 'application/x-www-form-urlencoded';

/** The token in a JSON body, or no body at all: the one-click form's token is in the URL. */
const oneClickBody = mailTokenSchema
  .partial()
  .nullish()
  .describe('`{token}` from the site, or the one-click form `List-Unsubscribe=One-Click`');

export async function newsletterRoutes(app: ApiApp, { db, config, outbox }: AppContext) {
  app.post(
    apiPaths.newsletter,
    // It mails whatever address it is given: limited like the other public forms.
    publicFormRoute(config, {
      tag,
      summary: 'Subscribe an e-mail address to the newsletter',
      description:
        'Double opt-in: a new address is `pending` and is mailed a confirm link; it counts as subscribed once the link is used. Stored once, case-insensitively. `topics` are the ids of offered topics (`GET /api/newsletter/topics/`); left out, the first one offered (Parish news). A pending or unsubscribed address asking again takes the topics and is mailed a new link, a subscribed one nothing (its topics change on its preference page). The answer is the same 202 whatever the address’s state, so it tells no one who is on the list.',
      access: 'public',
      body: newsletterInputSchema,
      example: { email: 'parishioner@example.org', topics: [1, 4] },
      responses: {
        202: {
          description: 'Taken (the same for every address)',
          schema: newsletterSignUpAnswerJson,
        },
      },
      errors: { 422: `${TOPIC_NOT_OFFERED_MESSAGE} (naming \`topics\`)` },
    }),
    async (request, reply) => {
      const { email, topics } = request.body;
      unwrap(
        await subscribe(
          db,
          outbox,
          email,
          requestLanguage(request.headers['accept-language']),
          topics,
        ),
      );
      const answer: NewsletterSignUpAnswer = { message: NEWSLETTER_SIGN_UP_MESSAGE };
      return reply.status(202).send(answer);
    },
  );

  app.post(
    apiPaths.newsletterConfirm,
    docs({
      tag,
      summary: 'Confirm a subscription',
      description:
        "The confirm link's token: the address is subscribed from now on and mailed a welcome. Using the link again changes nothing.",
      access: 'public',
      body: mailTokenSchema,
      responses: { 200: { description: 'Subscribed', schema: newsletterSubscriptionJson } },
    }),
    async (request) => {
      const { token } = request.body;
      return unwrap(await confirmSubscription(db, outbox, token));
    },
  );

  // Mail clients send RFC 8058's one-click unsubscribe as a form POST
  // (`List-Unsubscribe=One-Click`, the token in the URL). That body type is
  // accepted on this route only: elsewhere a cross-site form must not post.
  await app.register(async (oneClick: ApiApp) => {
    oneClick.addContentTypeParser(FORM_URLENCODED, { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    oneClick.post(
      apiPaths.newsletterUnsubscribe,
      docs({
        tag,
        summary: 'Leave the newsletter',
        description:
          "The unsubscribe link of any newsletter mail: JSON `{token}` from the site's page, or the one-click POST of RFC 8058 (`?token=` in the URL, a form body `List-Unsubscribe=One-Click`). Works without logging in; using it again changes nothing.",
        access: 'public',
        query: {
          schema: mailTokenSchema.partial(),
          describe: { token: 'The token of the one-click link (instead of a JSON body)' },
        },
        body: oneClickBody,
        responses: { 200: { description: 'Unsubscribed', schema: newsletterSubscriptionJson } },
      }),
      async (request) => {
        // One of the two is required: checked once they are put together.
        const { token } = parseInput(mailTokenSchema, {
          token: request.body?.token ?? request.query.token,
        });
        return unwrap(await unsubscribe(db, token));
      },
    );

    oneClick.post(
      apiPaths.newsletterTopicUnsubscribe.pattern,
      publicFormRoute(config, {
        tag,
        summary: 'Leave one topic',
        description:
          "The per-topic unsubscribe link of a mail about one topic: JSON `{token}`, or the one-click POST of RFC 8058 (`?token=` in the URL, a form body `List-Unsubscribe=One-Click`). The address no longer receives that topic; leaving its last offered topic leaves the newsletter, so nothing more is sent. Using it again changes nothing. Answers the address's own preferences.",
        access: 'public',
        query: {
          schema: mailTokenSchema.partial(),
          describe: { token: 'The token of the one-click link (instead of a JSON body)' },
        },
        body: oneClickBody,
        responses: { 200: { description: 'Left the topic', schema: newsletterPreferencesJson } },
        errors: { 404: TOPIC_NOT_FOUND_MESSAGE },
      }),
      async (request) => {
        const topicId = parseId((request.params as { id: string }).id, TOPIC_NOT_FOUND_MESSAGE);
        // The limit's route options type the body only: the query is read by its schema here.
        const inUrl = parseInput(mailTokenSchema.partial(), request.query);
        const { token } = parseInput(mailTokenSchema, {
          token: request.body?.token ?? inUrl.token,
        });
        return unwrap(await unsubscribeTopic(db, token, topicId));
      },
    );
  });

  app.post(
    apiPaths.newsletterPreferences,
    // A token is a long random secret; the limit keeps a script from trying many.
    publicFormRoute(config, {
      tag,
      summary: "Open one address's preferences",
      description:
        "The preference page, by the token of a newsletter mail's link (no login), sent in the body so it stays out of URLs and logs; reads, changes nothing. Answers that address, its status, whether it is paused, the offered topics it receives, and every topic offered. Nothing about any other address.",
      access: 'public',
      body: mailTokenSchema,
      example: { token: 'q'.repeat(43) },
      responses: { 200: { description: 'Its preferences', schema: newsletterPreferencesJson } },
    }),
    async (request) => unwrap(await preferences(db, request.body.token)),
  );

  app.put(
    apiPaths.newsletterPreferences,
    publicFormRoute(config, {
      tag,
      summary: "Change an address's topics or pause",
      description:
        "The preference page's save, by the token of a newsletter mail's link: exactly these offered topics (at least one; leaving everything is the unsubscribe link), and `paused` (nothing is sent while paused). An address that had confirmed and left is subscribed again; a pending one stays pending until confirmed.",
      access: 'public',
      body: newsletterPreferencesSchema,
      example: { token: 'q'.repeat(43), topics: [1, 2], paused: false },
      responses: { 200: { description: 'Saved', schema: newsletterPreferencesJson } },
      errors: { 422: `${TOPIC_NOT_OFFERED_MESSAGE} (naming \`topics\`)` },
    }),
    async (request) => unwrap(await savePreferences(db, request.body)),
  );

  app.get(
    apiPaths.newsletter,
    docs({
      tag,
      summary: 'List subscribers',
      description: 'Newest first, every status.',
      access: 'admin',
      responses: {
        200: { description: 'Every subscriber', schema: z.array(newsletterSubscriptionJson) },
      },
    }),
    async () => listSubscribers(db),
  );
}
