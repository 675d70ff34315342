import {
  ADMIN_REQUIRED_MESSAGE,
  SERVER_ERROR_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
  type ApiErrorBody,
  type FieldErrors,
} from '@parish/shared-types';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isUnstorableText } from '../db/errors';
import { installErrorLanguage } from './language';

export const NOT_FOUND_MESSAGE = 'Not found.';

/** An answer to a client mistake: thrown anywhere, sent as `ApiErrorBody`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ApiErrorBody {
    return this.fields ? { message: this.message, fields: this.fields } : { message: this.message };
  }
}

/** A 400 naming the fields at fault; a single field's message becomes the summary. */
export function validationError(fields: FieldErrors): HttpError {
  const messages = Object.values(fields);
  const message = messages.length === 1 && messages[0] ? messages[0] : VALIDATION_FAILED_MESSAGE;
  return new HttpError(400, message, fields);
}

/** A 400, 404 or 409 about one field of the body. */
export function fieldError(statusCode: number, field: string, message: string): HttpError {
  return new HttpError(statusCode, message, { [field]: message });
}

export const BODY_NOT_JSON = 'The request body is not valid JSON.';
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/** Fastify's own errors about the request, as messages a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, (limit: number) => HttpError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => fieldError(400, 'body', BODY_NOT_JSON),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => fieldError(400, 'body', BODY_NOT_JSON),
  FST_ERR_CTP_BODY_TOO_LARGE: (limit) =>
    fieldError(413, 'body', `The request body is too large (at most ${formatBytes(limit)}).`),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new HttpError(415, JSON_ONLY_MESSAGE),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new HttpError(400, 'The request body does not match its Content-Length.'),
};

const BAD_REQUEST_MESSAGE = 'The request could not be understood.';
export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains a character that cannot be stored (such as NUL). Remove it and try again.';
const STATUS_MESSAGES: Record<number, string> = {
  400: BAD_REQUEST_MESSAGE,
  401: ADMIN_REQUIRED_MESSAGE,
  403: 'You are not allowed to do that.',
  404: NOT_FOUND_MESSAGE,
  405: 'This method is not allowed here.',
  408: 'The request took too long.',
  413: 'The request body is too large.',
  415: 'This content type is not supported.',
  429: 'Too many requests. Please wait a moment and try again.',
};

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;
}

/** The client mistake an error stands for, or null when it is our own failure. */
function asClientError(error: FastifyError | HttpError, bodyLimit: number): HttpError | null {
  if (error instanceof HttpError) return error;
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return known(bodyLimit);
  // A safety net: the input schemas refuse such text first, naming the field.
  if (isUnstorableText(error)) return new HttpError(400, UNSTORABLE_TEXT_MESSAGE);
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) {
    return new HttpError(status, STATUS_MESSAGES[status] ?? BAD_REQUEST_MESSAGE);
  }
  return null;
}

/**
 * Every error leaves as `ApiErrorBody`: client mistakes with their 4xx and a
 * clear message, anything unexpected as a logged 500 that reveals nothing;
 * its words in the request's language (`Accept-Language`, ./language.ts).
 */
export function registerErrorHandlers(app: FastifyInstance, options: { bodyLimit: number }) {
  installErrorLanguage(app);
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let answer = asClientError(error, options.bodyLimit);
    if (!answer || answer.statusCode >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      answer = answer ?? new HttpError(500, SERVER_ERROR_MESSAGE);
      reply.header('cache-control', 'no-store');
    }
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ message: NOT_FOUND_MESSAGE } satisfies ApiErrorBody);
  });
}
