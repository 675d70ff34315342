import { apiPaths, validate } from '@parish/shared-types';
import {
  SACRAMENT_DATE_RULE_MESSAGES,
  SACRAMENT_DOCUMENT_TYPE_MESSAGE,
  SACRAMENT_KINDS,
  SACRAMENT_REQUEST_NOT_FOUND_MESSAGE,
  sacramentRequestSchema,
  sacramentSearchSchema,
  sacramentUpdateSchema,
  type SacramentUpdateInput,
} from '@parish/shared-types/sacraments';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { HttpError, validationError } from '../../../http/errors';
import { sendStoredFile } from '../../../http/files';
import { requestLanguage } from '../../../http/language';
import { readMultipartForm } from '../../../http/multipart';
import { publicFormRoute } from '../../../http/rate-limits';
import { unwrap } from '../../../http/results';
import { parseId, type RouteParams } from '../../../http/validation';
import { todayIn } from '../../../lib/dates';
import { ok } from '../../../lib/result';
import { docs } from '../../../openapi/registry';
import { describeTypes, JPEG, PDF, PNG } from '../../../storage';
import { auditActor, auditedWrite } from '../../platform';
import { sacramentReceiptJson, sacramentRequestJson, sacramentRequestSummaryJson } from './json';
import {
  changeSacramentRequest,
  officeState,
  readSacramentRequest,
  receiveSacramentRequest,
  sacramentDocumentKey,
  sacramentQueue,
} from './service';

const tag = 'Sacraments';
/** A certificate as a scan or a photo: PDF, JPEG or PNG, judged by their bytes. */
const DOCUMENT_TYPES = [PDF, JPEG, PNG] as const;
const ENTITY = 'sacrament_request';

export async function sacramentRoutes(
  app: ApiApp,
  { db, config, storage, outbox, clock }: AppContext,
) {
  app.post(
    apiPaths.sacraments,
    publicFormRoute(config, {
      tag,
      summary: 'Ask the parish for a sacrament',
      description: `Multipart, as the site's sacrament forms send it: \`kind\` (${SACRAMENT_KINDS.join(', ')}), the requester's \`requester_name\`, \`requester_email\`, \`requester_phone\` and \`message\`, and the sacrament's own questions (the request schema in shared-types). Dates are the parish's (\`PARISH_TIME_ZONE\`): preferred dates after today, a wedding at least six months from today (422 naming the field). The optional \`document\` is a ${describeTypes(DOCUMENT_TYPES)} file (judged by its content) of at most ${config.uploads.maxBytes / (1024 * 1024)} MB, downloaded by the office only. The requester is mailed an acknowledgement in the page's language.`,
      access: 'public',
      multipart: {
        kind: { description: 'Required: which sacrament', required: true },
        requester_name: { description: 'Required', required: true },
        requester_email: { description: 'Required; an e-mail address', required: true },
        requester_phone: { description: 'Required', required: true },
        message: { description: 'Optional, at most 2000 characters' },
        document: { description: 'Optional file (a certificate)', file: true },
      },
      responses: { 201: { description: 'Received', schema: sacramentReceiptJson } },
      errors: {
        403: 'Sent from a page outside the parish site (see Origin)',
        422: 'A date breaks its rule: a preferred date not after today, a wedding sooner than six months',
      },
    }),
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileFields: {
          document: { accept: DOCUMENT_TYPES, wrongTypeMessage: SACRAMENT_DOCUMENT_TYPE_MESSAGE },
        },
        maxFileBytes: config.uploads.maxBytes,
      });
      const result = validate(
        sacramentRequestSchema(todayIn(config.timeZone, clock())),
        form.fields,
      );
      if (!result.ok) {
        const messages = Object.values(result.errors);
        // Well-formed, but a date breaks its rule: 422, naming the field.
        if (messages.every((message) => SACRAMENT_DATE_RULE_MESSAGES.includes(message))) {
          throw new HttpError(422, messages[0] ?? '', result.errors);
        }
        throw validationError(result.errors);
      }
      const receipt = await receiveSacramentRequest(
        db,
        storage,
        outbox,
        result.value,
        requestLanguage(request.headers['accept-language']),
        form.files.document,
      );
      return reply.status(201).send(receipt);
    },
  );

  app.get(
    apiPaths.sacraments,
    docs({
      tag,
      summary: 'The sacrament requests queue',
      description:
        'Newest first, narrowed by `kind` and `status`. Only who asks and for what; each listing is recorded in the audit log.',
      access: 'admin',
      query: {
        schema: sacramentSearchSchema,
        describe: {
          kind: 'baptism, marriage, funeral, anointing, first_communion or confirmation',
          status: 'new, in_progress, scheduled, completed or declined',
        },
      },
      responses: {
        200: { description: 'The requests', schema: z.array(sacramentRequestSummaryJson) },
      },
    }),
    async (request) =>
      unwrap(
        await auditedWrite(db, async (tx) => ok(await sacramentQueue(tx, request.query)), {
          actor: auditActor(request),
          action: 'view',
          entity: 'sacrament_queue',
          entityId: null,
          after: () => ({ ...request.query }),
        }),
      ),
  );

  app.get<{ Params: RouteParams<typeof apiPaths.sacrament> }>(
    apiPaths.sacrament.pattern,
    docs({
      tag,
      summary: 'Read one sacrament request',
      description:
        "Everything the family sent, the office's notes and the documents' download names. Each read is recorded in the audit log (which request, by whom; none of its answers).",
      access: 'admin',
      responses: { 200: { description: 'The request', schema: sacramentRequestJson } },
      errors: { 404: SACRAMENT_REQUEST_NOT_FOUND_MESSAGE },
    }),
    async (request) => {
      const id = parseId(request.params.id, SACRAMENT_REQUEST_NOT_FOUND_MESSAGE);
      return unwrap(
        await auditedWrite(db, (tx) => readSacramentRequest(tx, id), {
          actor: auditActor(request),
          action: 'view',
          entity: ENTITY,
          entityId: id,
          after: () => null,
        }),
      );
    },
  );

  app.patch<{ Params: RouteParams<typeof apiPaths.sacrament>; Body: SacramentUpdateInput }>(
    apiPaths.sacrament.pattern,
    docs({
      tag,
      summary: 'Change a sacrament request',
      description:
        'Its status, who takes it, private notes, and, for `scheduled`, the date, time (the parish’s) and place, each then required (400 naming the field). Becoming scheduled, or moving while scheduled, mails the family in the language they wrote in. Recorded in the audit log: the status, assignment and schedule before and after, and whether the notes changed.',
      access: 'admin',
      body: sacramentUpdateSchema,
      example: {
        status: 'scheduled',
        assigned_to: 'Fr. Thomas',
        notes: 'Godfather to bring his confirmation certificate.',
        scheduled_date: '2027-01-10',
        scheduled_time: '12:30',
        scheduled_place: 'Church, baptismal font',
      },
      responses: { 200: { description: 'The request as changed', schema: sacramentRequestJson } },
      errors: { 404: SACRAMENT_REQUEST_NOT_FOUND_MESSAGE },
    }),
    async (request) => {
      const id = parseId(request.params.id, SACRAMENT_REQUEST_NOT_FOUND_MESSAGE);
      const change = unwrap(
        await auditedWrite(db, (tx) => changeSacramentRequest(tx, outbox, id, request.body), {
          actor: auditActor(request),
          action: 'update',
          entity: ENTITY,
          entityId: id,
          after: ({ before, after }) => ({
            before: officeState(before),
            after: officeState(after),
            notes_changed: before.notes !== after.notes,
          }),
        }),
      );
      return change.request;
    },
  );

  app.get<{ Params: RouteParams<typeof apiPaths.sacramentDocument> }>(
    apiPaths.sacramentDocument.pattern,
    docs({
      tag,
      summary: "Download a sacrament request's document",
      description:
        'Images are shown inline, a PDF is a download; never cached. Each download is recorded in the audit log.',
      access: 'admin',
      responses: { 200: { description: 'The file', contentType: 'application/octet-stream' } },
      errors: { 404: 'Document not found' },
    }),
    async (request, reply) => {
      const id = parseId(request.params.id, SACRAMENT_REQUEST_NOT_FOUND_MESSAGE);
      const { name } = request.params;
      const key = unwrap(
        await auditedWrite(db, (tx) => sacramentDocumentKey(tx, id, name), {
          actor: auditActor(request),
          action: 'download',
          entity: ENTITY,
          entityId: id,
          after: () => ({ document: name }),
        }),
      );
      return sendStoredFile(request, reply, storage, key, { visibility: 'private' });
    },
  );
}
