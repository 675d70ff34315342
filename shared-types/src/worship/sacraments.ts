import { z } from 'zod';
import type { IsoDate } from '../isoDates';
import {
  optionalText,
  requiredDate,
  requiredEmail,
  requiredText,
  requiredTime,
} from '../schemas/fields';

/*
 * Sacrament requests (issue 38, docs/sacraments.md): a family asks the parish
 * for a baptism, a marriage, a funeral, the anointing of the sick, or a
 * child's preparation for first communion or confirmation; the office works
 * through them in the dashboard. What people write here is sensitive: it
 * travels in request bodies only, never in an address, and only owners and
 * the `sacraments` role read it.
 */

export const SACRAMENT_KINDS = [
  'baptism',
  'marriage',
  'funeral',
  'anointing',
  'first_communion',
  'confirmation',
] as const;
export type SacramentKind = (typeof SACRAMENT_KINDS)[number];

/** Where a request is in the office's work. */
export const SACRAMENT_STATUSES = [
  'new',
  'in_progress',
  'scheduled',
  'completed',
  'declined',
] as const;
export type SacramentStatus = (typeof SACRAMENT_STATUSES)[number];

/** A marriage is prepared for at least this many months. */
export const MARRIAGE_NOTICE_MONTHS = 6;

export const SACRAMENT_KIND_MESSAGE = 'Please choose the sacrament';
export const SACRAMENT_NAME_MESSAGE = 'Please enter your name';
export const SACRAMENT_EMAIL_MESSAGE = 'Please enter your email address';
export const SACRAMENT_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const SACRAMENT_PHONE_MESSAGE = 'Please enter a phone number';
export const SACRAMENT_CHILD_NAME_MESSAGE = "Please enter the child's full name";
export const SACRAMENT_BIRTH_DATE_MESSAGE = "Please enter the child's date of birth";
export const SACRAMENT_BIRTH_DATE_PAST_MESSAGE = 'The date of birth cannot be in the future';
export const SACRAMENT_PARENTS_MESSAGE = "Please enter the parents' names";
export const SACRAMENT_GODPARENTS_MESSAGE = "Please enter the godparents' names";
export const SACRAMENT_PREFERRED_DATE_MESSAGE = 'Please enter a preferred date';
export const SACRAMENT_FUTURE_DATE_MESSAGE = 'Please choose a date after today';
export const SACRAMENT_PARTNER_MESSAGE = 'Please enter both names';
export const SACRAMENT_PLANNED_DATE_MESSAGE = 'Please enter the planned wedding date';
export const SACRAMENT_MARRIAGE_NOTICE_MESSAGE =
  'Please plan the wedding at least six months from today';
export const SACRAMENT_DECEASED_MESSAGE = 'Please enter the name of the deceased';
export const SACRAMENT_DATE_OF_DEATH_MESSAGE = 'Please enter the date of death';
export const SACRAMENT_DEATH_DATE_PAST_MESSAGE = 'The date of death cannot be in the future';
export const SACRAMENT_FAMILY_CONTACT_MESSAGE = 'Please enter who the office should speak to';
export const SACRAMENT_PATIENT_MESSAGE = 'Please enter the name of the sick person';
export const SACRAMENT_LOCATION_MESSAGE = 'Please enter where the priest should come';
export const SACRAMENT_STATUS_MESSAGE = 'Please choose a status';
export const SACRAMENT_SCHEDULED_DATE_MESSAGE = 'Please enter the date it is scheduled for';
export const SACRAMENT_SCHEDULED_TIME_MESSAGE = 'Please enter the time it is scheduled for';
export const SACRAMENT_SCHEDULED_PLACE_MESSAGE = 'Please enter where it will be held';
export const SACRAMENT_DOCUMENT_TYPE_MESSAGE = 'Please choose a PDF, JPEG or PNG file.';
export const SACRAMENT_REQUEST_NOT_FOUND_MESSAGE = 'Request not found';
export const SACRAMENT_DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';

/**
 * The date rules a well-formed request can break (a wedding too soon, a
 * preferred date already past): the API answers them with 422 rather than
 * 400, naming the field, as a rule beyond the fields' own shape.
 */
export const SACRAMENT_DATE_RULE_MESSAGES: readonly string[] = [
  SACRAMENT_FUTURE_DATE_MESSAGE,
  SACRAMENT_MARRIAGE_NOTICE_MESSAGE,
  SACRAMENT_BIRTH_DATE_PAST_MESSAGE,
  SACRAMENT_DEATH_DATE_PAST_MESSAGE,
];

/** `date` plus `months` calendar months, kept inside the month it lands in (Aug 31 + 6 → Feb 28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(newYear, newMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(newYear).padStart(4, '0')}-${pad(newMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** The earliest wedding date a couple may ask for when asking on `today`. */
export function earliestMarriageDate(today: IsoDate): IsoDate {
  return addMonths(today, MARRIAGE_NOTICE_MONTHS);
}

/** A date after `today` (ISO dates compare as text). */
const futureDate = (message: string, today: IsoDate) =>
  requiredDate(message).refine((value) => value > today, SACRAMENT_FUTURE_DATE_MESSAGE);
const pastDate = (message: string, pastMessage: string, today: IsoDate) =>
  requiredDate(message).refine((value) => value <= today, pastMessage);
/** A form's blank optional date is none. */
const optionalFutureDate = (today: IsoDate) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    futureDate(SACRAMENT_PREFERRED_DATE_MESSAGE, today).nullable(),
  );

/** What a browser calls the documents the API takes (it judges their bytes; the form their declared type). */
export const SACRAMENT_DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
] as const;

const isFile = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob && value.size > 0;

/**
 * A document the family adds (a baptism certificate), or none. The form
 * holds the chosen file; the API receives it as the multipart field
 * `document` beside the answers, checks its bytes and size, and its
 * answers never have it (none, as far as the schema is concerned).
 */
const optionalDocument = z.preprocess(
  (value) => (isFile(value) ? value : null),
  z
    .custom<Blob>(isFile)
    .refine(
      (file) => (SACRAMENT_DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type),
      SACRAMENT_DOCUMENT_TYPE_MESSAGE,
    )
    .nullable(),
);

/** Who asks, and how the office answers: every form has them. */
const requesterFields = {
  requester_name: requiredText(SACRAMENT_NAME_MESSAGE, 120),
  requester_email: requiredEmail(SACRAMENT_EMAIL_MESSAGE, SACRAMENT_EMAIL_INVALID_MESSAGE),
  requester_phone: requiredText(SACRAMENT_PHONE_MESSAGE, 40),
  /** Anything else the family wants the office to know. */
  message: optionalText(2000, { multiline: true }),
  document: optionalDocument,
};

/** A child's details: baptism, first communion and confirmation ask for them. */
const childFields = (today: IsoDate) => ({
  child_name: requiredText(SACRAMENT_CHILD_NAME_MESSAGE, 120),
  child_birth_date: pastDate(
    SACRAMENT_BIRTH_DATE_MESSAGE,
    SACRAMENT_BIRTH_DATE_PAST_MESSAGE,
    today,
  ),
  parents: requiredText(SACRAMENT_PARENTS_MESSAGE, 300),
});

/**
 * One request, as its form and the API check it: each sacrament's questions
 * by `kind`. `today` is the parish's date (`PARISH_TIME_ZONE`): preferred
 * dates come after it, a wedding at least six months after it.
 */
export function sacramentRequestSchema(today: IsoDate) {
  return z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('baptism'),
        ...requesterFields,
        ...childFields(today),
        godparents: requiredText(SACRAMENT_GODPARENTS_MESSAGE, 300),
        preferred_date: futureDate(SACRAMENT_PREFERRED_DATE_MESSAGE, today),
        alternative_date: optionalFutureDate(today),
      }),
      z.object({
        kind: z.literal('marriage'),
        ...requesterFields,
        partner_one: requiredText(SACRAMENT_PARTNER_MESSAGE, 120),
        partner_two: requiredText(SACRAMENT_PARTNER_MESSAGE, 120),
        planned_date: requiredDate(SACRAMENT_PLANNED_DATE_MESSAGE).refine(
          (value) => value >= earliestMarriageDate(today),
          SACRAMENT_MARRIAGE_NOTICE_MESSAGE,
        ),
      }),
      z.object({
        kind: z.literal('funeral'),
        ...requesterFields,
        deceased_name: requiredText(SACRAMENT_DECEASED_MESSAGE, 120),
        date_of_death: pastDate(
          SACRAMENT_DATE_OF_DEATH_MESSAGE,
          SACRAMENT_DEATH_DATE_PAST_MESSAGE,
          today,
        ),
        family_contact: requiredText(SACRAMENT_FAMILY_CONTACT_MESSAGE, 200),
        funeral_home: optionalText(200),
        preferred_date: optionalFutureDate(today),
      }),
      z.object({
        kind: z.literal('anointing'),
        ...requesterFields,
        patient_name: requiredText(SACRAMENT_PATIENT_MESSAGE, 120),
        location: requiredText(SACRAMENT_LOCATION_MESSAGE, 300),
      }),
      z.object({ kind: z.literal('first_communion'), ...requesterFields, ...childFields(today) }),
      z.object({ kind: z.literal('confirmation'), ...requesterFields, ...childFields(today) }),
    ],
    { error: SACRAMENT_KIND_MESSAGE },
  );
}
export type SacramentRequestInput = z.output<ReturnType<typeof sacramentRequestSchema>>;
export type SacramentRequestValues = z.input<ReturnType<typeof sacramentRequestSchema>>;

/** The answers besides the requester's, as the office reads them (kind-specific). */
export type SacramentDetails = Record<string, string | null>;

/** The fields a request of `kind` has besides `kind` and the requester's, in the form's order. */
export const SACRAMENT_DETAIL_FIELDS: Readonly<Record<SacramentKind, readonly string[]>> = {
  baptism: [
    'child_name',
    'child_birth_date',
    'parents',
    'godparents',
    'preferred_date',
    'alternative_date',
  ],
  marriage: ['partner_one', 'partner_two', 'planned_date'],
  funeral: ['deceased_name', 'date_of_death', 'family_contact', 'funeral_home', 'preferred_date'],
  anointing: ['patient_name', 'location'],
  first_communion: ['child_name', 'child_birth_date', 'parents'],
  confirmation: ['child_name', 'child_birth_date', 'parents'],
};

/** A blank choice or field is none. */
const blankIsNothing = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The office's changes to a request: its status, who takes it, private notes
 * (never shown to the requester), and, once scheduled, when and where.
 */
export const sacramentUpdateSchema = z
  .object({
    status: z.enum(SACRAMENT_STATUSES, { error: SACRAMENT_STATUS_MESSAGE }),
    /** The priest, deacon or staff member who takes it, as the office names them. */
    assigned_to: optionalText(120),
    notes: optionalText(4000, { multiline: true }),
    scheduled_date: z.preprocess(
      blankIsNothing,
      requiredDate(SACRAMENT_SCHEDULED_DATE_MESSAGE).nullable(),
    ),
    scheduled_time: z.preprocess(
      blankIsNothing,
      requiredTime(SACRAMENT_SCHEDULED_TIME_MESSAGE).nullable(),
    ),
    scheduled_place: optionalText(200),
  })
  .superRefine((value, context) => {
    if (value.status !== 'scheduled') return;
    const missing = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!value.scheduled_date) missing('scheduled_date', SACRAMENT_SCHEDULED_DATE_MESSAGE);
    if (!value.scheduled_time) missing('scheduled_time', SACRAMENT_SCHEDULED_TIME_MESSAGE);
    if (!value.scheduled_place) missing('scheduled_place', SACRAMENT_SCHEDULED_PLACE_MESSAGE);
  });
export type SacramentUpdateInput = z.output<typeof sacramentUpdateSchema>;
export type SacramentUpdateValues = z.input<typeof sacramentUpdateSchema>;

/** `GET /api/sacraments/?kind=&status=`: one sacrament's queue, in one status. */
export const sacramentSearchSchema = z.object({
  kind: z.enum(SACRAMENT_KINDS, { error: SACRAMENT_KIND_MESSAGE }).optional(),
  status: z.enum(SACRAMENT_STATUSES, { error: SACRAMENT_STATUS_MESSAGE }).optional(),
});
export type SacramentSearch = z.output<typeof sacramentSearchSchema>;

/** A document the family sent (a baptism certificate): downloaded by its own address. */
export interface SacramentDocument {
  /** The stored file's random name: its download path, `apiPaths.sacramentDocument(id, name)`. */
  name: string;
  /** That download path (owners and the sacraments role; each download audited). */
  url: string;
  filename: string;
  content_type: string;
  size: number;
}

/** A row of the office's queue: no answers beyond who asks and for what. */
export interface SacramentRequestSummary {
  id: number;
  kind: SacramentKind;
  status: SacramentStatus;
  requester_name: string;
  assigned_to: string | null;
  scheduled_date: IsoDate | null;
  /** When it arrived (ISO 8601). */
  created_at: string;
}

/** One request as the office reads it. */
export interface SacramentRequest extends SacramentRequestSummary {
  requester_email: string;
  requester_phone: string;
  message: string | null;
  /** The page's language when it was sent: the family's mails are written in it. */
  language: string;
  details: SacramentDetails;
  notes: string | null;
  scheduled_time: string | null;
  scheduled_place: string | null;
  documents: SacramentDocument[];
}

/** `POST /api/sacraments/`: the request arrived (nothing of it is echoed back). */
export interface SacramentReceipt {
  id: number;
}
