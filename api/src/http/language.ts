import {
  DEFAULT_LANGUAGE,
  isLanguage,
  loadSpecMessages,
  translateSpecMessage,
  type ApiErrorBody,
  type Language,
} from '@parish/shared-types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/*
 * The API answers a person's mistakes in the language of the page that
 * asked (issue 36): the site's API client sends `Accept-Language` with the
 * page's language. Only the words change: an error body keeps its shape,
 * its field names and its status, and an English answer (no header, or any
 * language the site does not speak) is exactly what it always was. The
 * messages are the spec's (shared-types' catalog), recognised by their
 * English; a message the catalog lacks stays English.
 */

/**
 * The language an `Accept-Language` header asks for, among the site's: the
 * one it prefers most (`es-MX,es;q=0.9,en;q=0.8` is Spanish); English when
 * it names none of them, or none at all.
 */
export function requestLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: Language; quality: number } | null = null;
  for (const entry of value.split(',')) {
    const [tag = '', ...parameters] = entry.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(language)) continue;
    const q = parameters
      .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
      .find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (!(quality > 0)) continue;
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** An error body with its message and each field's message in `language`. */
export function translateErrorBody<B extends ApiErrorBody>(body: B, language: Language): B {
  const say = (message: string) => translateSpecMessage(message, language);
  const translated: B = { ...body, message: say(body.message) };
  if (body.fields && typeof body.fields === 'object') {
    translated.fields = Object.fromEntries(
      Object.entries(body.fields).map(([field, message]) => [
        field,
        typeof message === 'string' ? say(message) : message,
      ]),
    );
  }
  return translated;
}

/** Appends `Accept-Language` to the answer's `Vary`, keeping what is there (`Origin`). */
export function varyOnLanguage(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === 'accept-language')) return;
  reply.header('vary', [...names, 'Accept-Language'].join(', '));
}

/**
 * Says every JSON error answer (4xx and 5xx), whatever produced it (a route,
 * validation, the error or not-found handler, a plugin), in the request's language.
 */
export function installErrorLanguage(app: FastifyInstance): void {
  app.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) {
        return payload;
      }
      varyOnLanguage(reply);
      const language = requestLanguage(request.headers['accept-language']);
      if (language === DEFAULT_LANGUAGE) return payload;
      let body: unknown;
      try {
        body = JSON.parse(payload);
      } catch {
        return payload;
      }
      if (!isErrorBody(body)) return payload;
      try {
        await loadSpecMessages(language);
      } catch (error) {
        request.log.warn({ err: error, language }, 'message catalog not loaded');
        return payload;
      }
      reply.header('content-language', language);
      return JSON.stringify(translateErrorBody(body, language));
    },
  );
}
