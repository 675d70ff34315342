import {
  apiPaths,
  chatMessageInputSchema,
  contactInputSchema,
  contactSearchSchema,
} from '@parish/shared-types';
import { z } from 'zod';
import { auditActor, auditedWrite } from '../../platform';
import type { ApiApp, AppContext } from '../../../http/context';
import { requestLanguage } from '../../../http/language';
import { sendStoredFile } from '../../../http/files';
import { readMultipartForm } from '../../../http/multipart';
import { publicFormRoute } from '../../../http/rate-limits';
import { unwrap } from '../../../http/results';
import { parseInput, parseId, type RouteParams } from '../../../http/validation';
import { docs } from '../../../openapi/registry';
import { contactMessageJson, contactReceiptJson } from './json';
import { ATTACHMENT_TYPES, describeTypes } from '../../../storage';
import {
  CHAT_DESTINATIONS,
  CHAT_SENDER_NAME,
  CONTACT_MESSAGE_NOT_FOUND_MESSAGE,
  deleteContactMessage,
  findContactMessage,
  contactMessages,
  receiveChatMessage,
  receiveMessage,
} from './service';

const tag = 'Contact';
const receipt = { 201: { description: 'Received', schema: contactReceiptJson } };

export async function contactRoutes(app: ApiApp, { db, config, storage, outbox }: AppContext) {
  app.post(
    apiPaths.contact,
    publicFormRoute(config, {
      tag,
      summary: 'Send a message to the parish office',
      description: `Multipart, as the site's contact form sends it. The optional attachment is a ${describeTypes(ATTACHMENT_TYPES)} file (judged by its content) of at most ${config.uploads.maxBytes / (1024 * 1024)} MB; only administrators can download it.`,
      access: 'public',
      multipart: {
        name: { description: 'Required', required: true },
        email: { description: 'Required; an e-mail address', required: true },
        phone_number: { description: 'Optional' },
        message: { description: 'Required, at most 5000 characters', required: true },
        who_is_this_for: { description: 'Optional: which part of the parish it is for' },
        attachment: { description: 'Optional file', file: true },
      },
      responses: receipt,
      errors: { 403: 'Sent from a page outside the parish site (see Origin)' },
    }),
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileFields: { attachment: { accept: ATTACHMENT_TYPES } },
        maxFileBytes: config.uploads.maxBytes,
      });
      const input = parseInput(contactInputSchema, form.fields);
      const created = await receiveMessage(
        db,
        storage,
        outbox,
        {
          name: input.name,
          email: input.email,
          phoneNumber: input.phone_number ?? '',
          message: input.message,
          whoIsThisFor: input.who_is_this_for ?? '',
          // The page's language: the sender's acknowledgement is written in it.
          language: requestLanguage(request.headers['accept-language']),
        },
        form.files.attachment,
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    apiPaths.chatMessages,
    publicFormRoute(config, {
      tag,
      summary: "Deliver a chat assistant's prayer request or question",
      description: `Stored as a contact message from "${CHAT_SENDER_NAME}" (no e-mail), for "${CHAT_DESTINATIONS.prayer_request}" or "${CHAT_DESTINATIONS.question}".`,
      access: 'public',
      body: chatMessageInputSchema,
      example: { topic: 'prayer_request', message: 'For my grandmother, who is in hospital.' },
      responses: receipt,
    }),
    async (request, reply) => {
      const input = request.body;
      return reply.status(201).send(await receiveChatMessage(db, outbox, input));
    },
  );

  app.get(
    apiPaths.contact,
    docs({
      tag,
      summary: 'List contact messages',
      description:
        'Newest first, chat assistant messages included. `from` keeps what arrived on that UTC day or later; `source` keeps the contact form’s messages (`form`) or the chat’s prayer requests or questions.',
      access: 'admin',
      query: {
        schema: contactSearchSchema,
        describe: {
          from: 'First day, YYYY-MM-DD',
          source: 'form, prayer_request or question',
        },
      },
      responses: { 200: { description: 'The messages', schema: z.array(contactMessageJson) } },
    }),
    async (request) => contactMessages(db, request.query),
  );

  app.delete<{ Params: RouteParams<typeof apiPaths.contactMessage> }>(
    apiPaths.contactMessage.pattern,
    docs({
      tag,
      summary: 'Move a contact message to the trash',
      description:
        'It leaves the list at once; `POST /api/trash/contact_message/{id}/restore/` brings it back within 30 days, then it is purged with its attachment.',
      access: 'admin',
      responses: { 204: { description: 'In the trash' } },
    }),
    async (request, reply) => {
      const id = parseId(request.params.id, CONTACT_MESSAGE_NOT_FOUND_MESSAGE);
      unwrap(
        await auditedWrite(db, (tx) => deleteContactMessage(tx, id), {
          actor: auditActor(request),
          action: 'delete',
          entity: 'contact_message',
          entityId: id,
          before: async (tx) => (await findContactMessage(tx, id)) ?? null,
        }),
      );
      return reply.status(204).send();
    },
  );

  app.get<{ Params: RouteParams<typeof apiPaths.contactAttachment> }>(
    apiPaths.contactAttachment.pattern,
    docs({
      tag,
      summary: "Download a contact message's attachment",
      description: 'Images are shown inline, anything else is a download.',
      access: 'admin',
      responses: { 200: { description: 'The file', contentType: 'application/octet-stream' } },
    }),
    async (request, reply) =>
      sendStoredFile(request, reply, storage, `attachments/${request.params.name}`, {
        visibility: 'private',
      }),
  );
}
