/**
 * Reading multipart/form-data bodies (photo uploads, the contact form). The
 * whole form is read and checked before anything is stored: files are kept
 * in memory (each at most UPLOAD_MAX_MB) and their type is judged by their
 * bytes, so a refused request leaves nothing behind.
 */
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { describeTypes, detectFileType, type FileType, type UploadedFile } from '../storage';
import { fieldError, HttpError, JSON_ONLY_MESSAGE } from './errors';

export interface FileFieldRules {
  accept: readonly FileType[];
  /** Shown when the file is none of `accept`. */
  wrongTypeMessage?: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

export const NOT_MULTIPART_MESSAGE = 'Send the form as multipart/form-data.';
const MALFORMED_MESSAGE = 'The form data could not be read. Please send it again.';
/** Text fields are short; this bounds each one's size before any schema sees it. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_TEXT_FIELDS = 20;

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** A display name: no path, no control characters, at most 200 characters. */
export function cleanFilename(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char !== '"' && char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean || fallback;
}

/** Multipart's own errors as answers naming what was wrong. */
function asClientError(error: unknown, maxFileBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const { code, part } = error as { code?: string; part?: { fieldname?: string } };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fieldError(
        413,
        part?.fieldname ?? 'file',
        `The file is too large (at most ${formatMegabytes(maxFileBytes)}).`,
      );
    case 'FST_FILES_LIMIT':
      return fieldError(413, 'body', 'Send one file per field.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return fieldError(413, 'body', 'The form has too many fields.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return fieldError(400, 'body', MALFORMED_MESSAGE);
    default:
      // busboy's own parse errors (no boundary, truncated body) carry no code.
      return code === undefined && error instanceof Error
        ? fieldError(400, 'body', MALFORMED_MESSAGE)
        : error;
  }
}

async function readFilePart(
  part: Extract<Multipart, { type: 'file' }>,
  rules: FileFieldRules,
): Promise<UploadedFile | null> {
  const data = await part.toBuffer();
  // A form sent without choosing a file still has the part, empty.
  if (data.length === 0) return null;
  const type = detectFileType(data);
  if (!type || !rules.accept.includes(type)) {
    throw fieldError(
      415,
      part.fieldname,
      rules.wrongTypeMessage ?? `Please choose a ${describeTypes(rules.accept)} file.`,
    );
  }
  return {
    data,
    filename: cleanFilename(part.filename, `upload.${type.extension}`),
    type,
  };
}

/**
 * Reads a whole multipart form: text fields by name (the last of repeated
 * ones) and the files named in `fileFields`. Refuses other files, a file of
 * the wrong type (415), a file over `maxFileBytes` (413) and a body that is
 * not multipart (415), each naming the field.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileFields: Record<string, FileFieldRules>; maxFileBytes: number },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const form: MultipartForm = { fields: {}, files: {} };
  const parts = request.parts({
    limits: {
      fileSize: options.maxFileBytes,
      files: Object.keys(options.fileFields).length,
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_TEXT_FIELDS + Object.keys(options.fileFields).length,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw fieldError(413, part.fieldname, 'This field is too long.');
        }
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      const rules = options.fileFields[part.fieldname];
      if (!rules) {
        throw fieldError(400, part.fieldname, `No file is expected in "${part.fieldname}".`);
      }
      const file = await readFilePart(part, rules);
      if (file) form.files[part.fieldname] = file;
    }
  } catch (error) {
    throw asClientError(error, options.maxFileBytes);
  }
  return form;
}

/**
 * A form of one required file in field `file` (a photo, a slide's image, a
 * sermon's recording): the file, or 400 naming `file` with
 * `requiredMessage` when none was chosen.
 */
export async function readOneFile(
  request: FastifyRequest,
  options: FileFieldRules & { requiredMessage: string; maxFileBytes: number },
): Promise<UploadedFile> {
  const { requiredMessage, maxFileBytes, ...rules } = options;
  const form = await readMultipartForm(request, { fileFields: { file: rules }, maxFileBytes });
  const file = form.files.file;
  if (!file) throw fieldError(400, 'file', requiredMessage);
  return file;
}

/**
 * Only routes documented as taking a multipart body accept one; every other
 * route answers it as any non-JSON body (415), as before multipart existed.
 */
export const refuseUnexpectedMultipart: preValidationAsyncHookHandler = async (request) => {
  if (request.isMultipart() && !request.routeOptions.config.docs?.multipart) {
    throw new HttpError(415, JSON_ONLY_MESSAGE);
  }
};
