/**
 * Sacrament requests (docs/sacraments.md): a family's request with its
 * document and acknowledgement mail, the office's queue, and its changes,
 * with the family mailed when it is scheduled. Every read of one request
 * and every change is written to the audit log by the caller's transaction;
 * what the family wrote never enters the log, only which request was read
 * or how the office's side of it changed.
 */
import { apiPaths, DEFAULT_LANGUAGE, isLanguage, type Language } from '@parish/shared-types';
import {
  SACRAMENT_DETAIL_FIELDS,
  SACRAMENT_DOCUMENT_NOT_FOUND_MESSAGE,
  SACRAMENT_REQUEST_NOT_FOUND_MESSAGE,
  type SacramentDetails,
  type SacramentReceipt,
  type SacramentRequest,
  type SacramentRequestInput,
  type SacramentRequestSummary,
  type SacramentSearch,
  type SacramentUpdateInput,
} from '@parish/shared-types/sacraments';
import type { Database, Executor } from '../../../db';
import { notFound, ok, type Result } from '../../../lib/result';
import { saveWithRecord, type FileStorage, type UploadedFile } from '../../../storage';
import type { Outbox } from '../../messaging';
import {
  countSacramentRequests,
  findSacramentDocument,
  findSacramentRequest,
  insertSacramentDocument,
  insertSacramentRequest,
  listSacramentDocuments,
  listSacramentRequests,
  updateSacramentRequest,
  type SacramentDocumentRow,
  type SacramentRow,
} from './repository';

/** The storage area of the families' documents: private, downloaded by the office only. */
const DOCUMENT_AREA = 'sacraments';

export function summaryJson(row: SacramentRow): SacramentRequestSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    requester_name: row.requesterName,
    assigned_to: row.assignedTo,
    scheduled_date: row.scheduledDate,
    created_at: row.createdAt.toISOString(),
  };
}

function requestJson(row: SacramentRow, documents: SacramentDocumentRow[]): SacramentRequest {
  return {
    ...summaryJson(row),
    requester_email: row.requesterEmail,
    requester_phone: row.requesterPhone,
    message: row.message,
    language: row.language,
    details: row.details,
    notes: row.notes,
    scheduled_time: row.scheduledTime,
    scheduled_place: row.scheduledPlace,
    documents: documents.map((document) => {
      const name = document.key.slice(DOCUMENT_AREA.length + 1);
      return {
        name,
        url: apiPaths.sacramentDocument(row.id, name),
        filename: document.filename,
        content_type: document.contentType,
        size: document.size,
      };
    }),
  };
}

/**
 * The office's side of a request, as the audit log keeps it: its status, who
 * takes it and when and where it is scheduled; the private notes only as
 * whether they changed, and nothing the family wrote.
 */
export function officeState(row: SacramentRow) {
  return {
    kind: row.kind,
    status: row.status,
    assigned_to: row.assignedTo,
    scheduled_date: row.scheduledDate,
    scheduled_time: row.scheduledTime,
    scheduled_place: row.scheduledPlace,
  };
}

/** The answers of a request besides the requester's, by its kind's fields. */
function detailsOf(input: SacramentRequestInput): SacramentDetails {
  const answers = input as unknown as Record<string, string | null | undefined>;
  return Object.fromEntries(
    SACRAMENT_DETAIL_FIELDS[input.kind].map((field) => [field, answers[field] ?? null]),
  );
}

async function storeAndAcknowledge(
  tx: Executor,
  outbox: Outbox,
  input: SacramentRequestInput,
  language: Language,
  document: { key: string; file: UploadedFile } | null,
): Promise<SacramentReceipt> {
  const row = await insertSacramentRequest(tx, {
    kind: input.kind,
    requesterName: input.requester_name,
    requesterEmail: input.requester_email,
    requesterPhone: input.requester_phone,
    message: input.message,
    language,
    details: detailsOf(input),
  });
  if (document) {
    await insertSacramentDocument(tx, {
      requestId: row.id,
      key: document.key,
      filename: document.file.filename,
      contentType: document.file.type.contentType,
      size: document.file.data.length,
    });
  }
  await outbox.enqueue(tx, {
    kind: 'sacrament_acknowledgement',
    to: input.requester_email,
    toName: input.requester_name,
    language,
    data: { name: input.requester_name, kind: input.kind },
  });
  return { id: row.id };
}

/**
 * Stores a family's request with its acknowledgement mail in one
 * transaction; its document first, removed again if the request cannot be
 * stored.
 */
export async function receiveSacramentRequest(
  db: Database,
  storage: FileStorage,
  outbox: Outbox,
  input: SacramentRequestInput,
  language: Language,
  document: UploadedFile | undefined,
): Promise<SacramentReceipt> {
  if (!document) {
    return db.transaction((tx) => storeAndAcknowledge(tx, outbox, input, language, null));
  }
  return saveWithRecord(storage, { area: DOCUMENT_AREA, ...document }, (key) =>
    db.transaction((tx) =>
      storeAndAcknowledge(tx, outbox, input, language, { key, file: document }),
    ),
  );
}

/** The office's queue, newest first. */
export async function sacramentQueue(
  db: Executor,
  search: SacramentSearch,
): Promise<SacramentRequestSummary[]> {
  return (await listSacramentRequests(db, search)).map(summaryJson);
}

/** Requests no one has taken up yet (status new), for the dashboard's Today. */
export function countNewSacramentRequests(db: Executor): Promise<number> {
  return countSacramentRequests(db, 'new');
}

/** One request with its documents, as the office reads it. */
export async function readSacramentRequest(
  db: Executor,
  id: number,
): Promise<Result<SacramentRequest>> {
  const row = await findSacramentRequest(db, id);
  if (!row) return notFound(SACRAMENT_REQUEST_NOT_FOUND_MESSAGE);
  return ok(requestJson(row, await listSacramentDocuments(db, id)));
}

/** The storage key of one of a request's documents, by its download name. */
export async function sacramentDocumentKey(
  db: Executor,
  id: number,
  name: string,
): Promise<Result<string>> {
  const document = await findSacramentDocument(db, id, `${DOCUMENT_AREA}/${name}`);
  return document ? ok(document.key) : notFound(SACRAMENT_DOCUMENT_NOT_FOUND_MESSAGE);
}

/** Whether a change puts the request on a date, time or place the family has not been mailed. */
function newlyScheduled(before: SacramentRow, after: SacramentRow): boolean {
  if (after.status !== 'scheduled') return false;
  return (
    before.status !== 'scheduled' ||
    before.scheduledDate !== after.scheduledDate ||
    before.scheduledTime !== after.scheduledTime ||
    before.scheduledPlace !== after.scheduledPlace
  );
}

export interface SacramentChange {
  before: SacramentRow;
  after: SacramentRow;
  request: SacramentRequest;
}

/**
 * The office's change, in the caller's transaction (which records it in the
 * audit log): the row is locked while it changes, and when it becomes
 * scheduled (or its date, time or place moves) the family is mailed, in the
 * language they wrote in.
 */
export async function changeSacramentRequest(
  tx: Executor,
  outbox: Outbox,
  id: number,
  input: SacramentUpdateInput,
): Promise<Result<SacramentChange>> {
  const before = await findSacramentRequest(tx, id, { forUpdate: true });
  if (!before) return notFound(SACRAMENT_REQUEST_NOT_FOUND_MESSAGE);
  const scheduled = input.status === 'scheduled';
  const after = await updateSacramentRequest(tx, id, {
    status: input.status,
    assignedTo: input.assigned_to,
    notes: input.notes,
    // A schedule is kept while scheduled or done; any other status clears it.
    scheduledDate: scheduled || input.status === 'completed' ? input.scheduled_date : null,
    scheduledTime: scheduled || input.status === 'completed' ? input.scheduled_time : null,
    scheduledPlace: scheduled || input.status === 'completed' ? input.scheduled_place : null,
  });
  if (!after) return notFound(SACRAMENT_REQUEST_NOT_FOUND_MESSAGE);
  if (newlyScheduled(before, after) && after.scheduledDate && after.scheduledTime) {
    await outbox.enqueue(tx, {
      kind: 'sacrament_scheduled',
      to: after.requesterEmail,
      toName: after.requesterName,
      language: isLanguage(after.language) ? after.language : DEFAULT_LANGUAGE,
      data: {
        name: after.requesterName,
        kind: after.kind,
        date: after.scheduledDate,
        time: after.scheduledTime,
        place: after.scheduledPlace ?? '',
      },
    });
  }
  return ok({ before, after, request: requestJson(after, await listSacramentDocuments(tx, id)) });
}
