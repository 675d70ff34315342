import {
  announcementSchema,
  ANNOUNCEMENT_NOT_FOUND_MESSAGE,
  apiPaths,
  heroSlideSchema,
  HERO_SLIDE_NOT_FOUND_MESSAGE,
  historyEntrySchema,
  HISTORY_ENTRY_NOT_FOUND_MESSAGE,
  PARISH_PROFILE_NOT_FOUND_MESSAGE,
  parishContactSchema,
  parishStatementSchema,
  SLIDE_IMAGE_REQUIRED_MESSAGE,
  SLIDE_IMAGE_WRONG_TYPE_MESSAGE,
  socialLinkSchema,
  SOCIAL_LINK_NOT_FOUND_MESSAGE,
  type AnnouncementInput,
} from '@parish/shared-types';
import { auditedValue, recordAudit, auditActor } from '../../platform';
import type { ApiApp, AppContext } from '../../../http/context';
import type { Transaction } from '../../../db';
import { RANGE_NOT_SATISFIABLE_MESSAGE, sendStoredFile } from '../../../http/files';
import { readOneFile } from '../../../http/multipart';
import { createAndReplace, registerResourceRoutes } from '../resources/routes';
import { unwrap } from '../../../http/results';
import { HttpError } from '../../../http/errors';
import { matchingBodyId, parseId, type RouteParams } from '../../../http/validation';
import { todayIn } from '../../../lib/dates';
import { docs } from '../../../openapi/registry';
import {
  announcementJson,
  heroSlideJson,
  historyEntryJson,
  parishContactJson,
  parishDetailsJson,
  parishStatementJson,
  socialLinkJson,
} from './json';
import { id } from '../../../openapi/schemas';
import { announcements, heroSlides, historyEntries, socialLinks } from '../tables';
import { describeTypes, IMAGE_TYPES } from '../../../storage';
import { z } from 'zod';
import {
  ANNOUNCEMENT_ORDER,
  HISTORY_ORDER,
  PROFILE_ID,
  SLIDE_ORDER,
  SOCIAL_LINK_ORDER,
} from './repository';
import {
  deleteSlide,
  getContact,
  getStatement,
  parishDetails,
  saveContact,
  saveStatement,
  slideColumns,
  toSlideJson,
  uploadSlideImage,
  toAnnouncementJson,
} from './service';

const tag = 'Parish details';

export async function parishRoutes(app: ApiApp, { db, config, storage, clock }: AppContext) {
  const maxAge = config.parishDetailsMaxAgeSeconds;

  app.get(
    apiPaths.parishDetails,
    docs({
      tag,
      summary: "The parish's details as the site shows them",
      description: `Contact, office hours, mission and vision, history, hero slides (those with a picture), social links, and the announcements of today (the parish's date). Cacheable for ${maxAge} s (\`PARISH_DETAILS_MAX_AGE_SECONDS\`, at most 60): a change reaches the site within that.`,
      access: 'public',
      responses: { 200: { description: 'The details', schema: parishDetailsJson } },
    }),
    async (_request, reply) => {
      const details = await parishDetails(db, todayIn(config.timeZone, clock()));
      return reply.header('cache-control', `public, max-age=${maxAge}`).send(details);
    },
  );

  const profileParts = [
    {
      list: apiPaths.parishContact,
      one: apiPaths.parishContactRecord,
      names: 'name, address, phone, e-mail and office hours',
      schema: parishContactSchema,
      json: parishContactJson.extend({ id }),
      example: {
        name: 'Holy Trinity Ecumenical Catholic Church',
        address: '123 Church Street, Springfield',
        phone: '(555) 555-0100',
        email: 'office@holytrinity.example',
        office_hours: 'Monday to Friday, 9:00 AM to 4:00 PM',
        office_hours_es: 'De lunes a viernes, de 9:00 a.m. a 4:00 p.m.',
      },
      entity: 'parish_contact',
      get: getContact,
      // Fastify validated the body with `schema` before the handler.
      save: (tx: Transaction, input: unknown) =>
        saveContact(tx, input as z.output<typeof parishContactSchema>),
    },
    {
      list: apiPaths.parishStatement,
      one: apiPaths.parishStatementRecord,
      names: 'mission and vision',
      schema: parishStatementSchema,
      json: parishStatementJson.extend({ id }),
      example: { mission: 'To worship God in spirit and in truth…', vision: 'A parish where…' },
      entity: 'parish_statement',
      get: getStatement,
      save: (tx: Transaction, input: unknown) =>
        saveStatement(tx, input as z.output<typeof parishStatementSchema>),
    },
  ];
  // One record each, id 1, so the dashboard lists and edits them as it does any record.
  const profileId = (params: unknown) => {
    const value = parseId((params as { id: string }).id, PARISH_PROFILE_NOT_FOUND_MESSAGE);
    if (value !== PROFILE_ID) throw new HttpError(404, PARISH_PROFILE_NOT_FOUND_MESSAGE);
    return value;
  };
  for (const part of profileParts) {
    app.get(
      part.list,
      docs({
        tag,
        summary: `The parish's ${part.names}, as a list of one record`,
        access: 'public',
        responses: {
          200: { description: `The ${part.names}`, schema: z.array(part.json) },
        },
      }),
      async () => [{ id: PROFILE_ID, ...(await part.get(db)) }],
    );
    app.get(
      part.one.pattern,
      docs({
        tag,
        summary: `The parish's ${part.names}`,
        description: 'The only id is 1.',
        access: 'public',
        responses: { 200: { description: `The ${part.names}`, schema: part.json } },
      }),
      async (request) => ({ id: profileId(request.params), ...(await part.get(db)) }),
    );
    app.put(
      part.one.pattern,
      {
        ...docs({
          tag,
          summary: `Replace the parish's ${part.names}`,
          description: "The only id is 1. The body may repeat the record's `id`.",
          access: 'admin',
          body: part.schema,
          example: part.example,
          responses: { 200: { description: `The ${part.names}`, schema: part.json } },
        }),
        preValidation: matchingBodyId(profileId),
      },
      async (request) => {
        const recordId = profileId(request.params);
        const saved = await auditedValue<object>(db, (tx) => part.save(tx, request.body), {
          actor: auditActor(request),
          action: 'update',
          entity: part.entity,
          entityId: recordId,
          before: (tx) => part.get(tx),
        });
        return { id: recordId, ...saved };
      },
    );
  }

  registerResourceRoutes(app, db, {
    table: historyEntries,
    paths: { collection: apiPaths.historyEntries, one: apiPaths.historyEntry },
    tag,
    names: { one: 'history entry', many: 'history entries' },
    notFoundMessage: HISTORY_ENTRY_NOT_FOUND_MESSAGE,
    json: historyEntryJson,
    toJson: (row) => ({
      id: row.id,
      when: row.when,
      title: row.title,
      text: row.text,
      title_es: row.titleEs,
      text_es: row.textEs,
      position: row.position,
    }),
    orderBy: HISTORY_ORDER,
    ...createAndReplace({
      schema: historyEntrySchema,
      example: {
        when: '1950',
        title: 'Our founding',
        text: 'Holy Trinity is founded…',
        title_es: 'Nuestra fundación',
        text_es: 'Se funda Holy Trinity…',
        position: 0,
      },
      toColumns: ({ title_es, text_es, ...input }) => ({
        ...input,
        titleEs: title_es,
        textEs: text_es,
      }),
    }),
  });

  const slideExample = {
    caption: 'Sunday Liturgy in the main sanctuary',
    alt: 'The congregation at Sunday Liturgy',
    caption_es: 'La liturgia dominical en el templo principal',
    alt_es: 'La comunidad reunida en la liturgia dominical',
    image_url: '/api/static/seed/sunday-liturgy.svg',
    position: 0,
  };
  registerResourceRoutes(app, db, {
    table: heroSlides,
    paths: { collection: apiPaths.heroSlides, one: apiPaths.heroSlide },
    tag,
    names: { one: 'hero slide', many: 'hero slides' },
    notFoundMessage: HERO_SLIDE_NOT_FOUND_MESSAGE,
    json: heroSlideJson,
    toJson: toSlideJson,
    orderBy: SLIDE_ORDER,
    ...createAndReplace({
      schema: heroSlideSchema,
      example: slideExample,
      toColumns: slideColumns,
    }),
    remove: (database, id, record) => deleteSlide(database, storage, id, record),
  });

  app.post<{ Params: RouteParams<typeof apiPaths.heroSlideImage> }>(
    apiPaths.heroSlideImage.pattern,
    docs({
      tag,
      summary: "Upload a hero slide's image",
      description: `Multipart with the image in field \`file\`: ${describeTypes(IMAGE_TYPES)}, judged by its content, at most ${config.uploads.maxBytes / (1024 * 1024)} MB, kept in the upload storage. Replaces the image the slide had.`,
      access: 'admin',
      multipart: { file: { description: 'The image', file: true, required: true } },
      responses: { 200: { description: 'The slide with its image', schema: heroSlideJson } },
      errors: { 403: 'Sent from a page outside the parish site (see Origin)' },
    }),
    async (request) => {
      const id = parseId(request.params.id, HERO_SLIDE_NOT_FOUND_MESSAGE);
      const file = await readOneFile(request, {
        accept: IMAGE_TYPES,
        wrongTypeMessage: SLIDE_IMAGE_WRONG_TYPE_MESSAGE,
        requiredMessage: SLIDE_IMAGE_REQUIRED_MESSAGE,
        maxFileBytes: config.uploads.maxBytes,
      });
      const actor = auditActor(request);
      return unwrap(
        await uploadSlideImage(db, storage, id, file, (tx, change) =>
          recordAudit(tx, {
            actor,
            action: 'update',
            entity: 'hero_slide',
            entityId: id,
            before: toSlideJson(change.before),
            after: toSlideJson(change.after),
          }),
        ),
      );
    },
  );

  app.get<{ Params: RouteParams<typeof apiPaths.slideFile> }>(
    apiPaths.slideFile.pattern,
    docs({
      tag,
      summary: 'A hero slide’s image',
      description: 'Cached as immutable: a file never changes under its name.',
      access: 'public',
      responses: {
        200: { description: 'The image', contentType: 'image/*' },
        206: { description: 'The bytes of the requested range', contentType: 'image/*' },
      },
      errors: { 416: RANGE_NOT_SATISFIABLE_MESSAGE },
    }),
    async (request, reply) =>
      sendStoredFile(request, reply, storage, `slides/${request.params.name}`, {
        visibility: 'public',
      }),
  );

  registerResourceRoutes(app, db, {
    table: socialLinks,
    paths: { collection: apiPaths.socialLinks, one: apiPaths.socialLink },
    tag,
    names: { one: 'social link', many: 'social links' },
    notFoundMessage: SOCIAL_LINK_NOT_FOUND_MESSAGE,
    json: socialLinkJson,
    toJson: ({ id, network, url, position }) => ({ id, network, url, position }),
    orderBy: SOCIAL_LINK_ORDER,
    ...createAndReplace({
      schema: socialLinkSchema,
      example: { network: 'Facebook', url: 'https://www.facebook.com/', position: 0 },
      toColumns: (input) => input,
    }),
  });

  const announcementExample = {
    title: 'Parish picnic',
    text: 'Bring a dish to share after the 10:00 AM service.',
    title_es: 'Picnic parroquial',
    text_es: 'Traiga un platillo para compartir después de la Misa de las 10:00 a.m.',
    starts_on: '2026-06-01',
    ends_on: '2026-06-14',
  };
  const announcementColumns = (input: AnnouncementInput) => ({
    title: input.title,
    text: input.text,
    titleEs: input.title_es,
    textEs: input.text_es,
    startsOn: input.starts_on,
    endsOn: input.ends_on,
  });
  registerResourceRoutes(app, db, {
    table: announcements,
    paths: { collection: apiPaths.announcements, one: apiPaths.announcement },
    tag,
    names: { one: 'announcement', many: 'announcements' },
    notFoundMessage: ANNOUNCEMENT_NOT_FOUND_MESSAGE,
    json: announcementJson,
    toJson: (row) => ({ id: row.id, ...toAnnouncementJson(row) }),
    orderBy: ANNOUNCEMENT_ORDER,
    ...createAndReplace({
      schema: announcementSchema,
      example: announcementExample,
      toColumns: announcementColumns,
    }),
  });
}
