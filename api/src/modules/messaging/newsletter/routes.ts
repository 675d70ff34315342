import {
  apiPaths,
  mailTokenSchema,
  NEWSLETTER_SIGN_UP_MESSAGE,
  newsletterInputSchema,
  type NewsletterSignUpAnswer,
} from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { requestLanguage } from '../../../http/language';
import { publicFormRoute } from '../../../http/rate-limits';
import { unwrap } from '../../../http/results';
import { parseInput } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { newsletterSignUpAnswerJson, newsletterSubscriptionJson } from './json';
import { confirmSubscription, listSubscribers, subscribe, unsubscribe } from './service';

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
        'Double opt-in: a new address is `pending` and is mailed a confirm link; it counts as subscribed once the link is used. Stored once, case-insensitively. A pending or unsubscribed address asking again is mailed a new link, a subscribed one nothing. The answer is the same 202 whatever the address’s state, so it tells no one who is on the list.',
      access: 'public',
      body: newsletterInputSchema,
      example: { email: 'parishioner@example.org' },
      responses: {
        202: {
          description: 'Taken (the same for every address)',
          schema: newsletterSignUpAnswerJson,
        },
      },
    }),
    async (request, reply) => {
      const { email } = request.body;
      await subscribe(db, outbox, email, requestLanguage(request.headers['accept-language']));
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
  });

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
