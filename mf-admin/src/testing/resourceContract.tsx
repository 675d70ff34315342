import type { ZodType } from 'zod';
import type { AdminWaitlistEntry, Batch, Campaign, NewsletterTopic } from '@parish/shared-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  isRequiredField,
  schemaFieldNames,
  validate,
  type DonorSummary,
  type GiftRecord,
  type GivingPeriodTotal,
  type StatementJob,
  type AuditLogEntry,
  type TrashItem,
  PARISH_DETAILS_DEFAULTS,
  translatedField,
  type HeroSlideRecord,
  type ParishContactRecord,
  type ParishStatementRecord,
  type ScheduleEntry,
  type ScheduleException,
} from '@parish/shared-types';
import { type IntentionMass, type MassIntention } from '@parish/shared-types/intentions';
import { type SacramentRequest } from '@parish/shared-types/sacraments';
import {
  buildAdmin,
  buildBlogPost,
  buildBooking,
  buildBulletin,
  buildContactMessage,
  buildCourseRegistration,
  buildEvent,
  buildFundTotal,
  buildLeader,
  buildMinistry,
  buildMinistryInterest,
  buildNewsletterSubscription,
  buildOutboxMail,
  buildPayment,
  buildPhoto,
  buildProduct,
  buildRecurringGift,
  buildSermon,
  buildVideo,
  buildFund,
  fundShare,
} from '@parish/shared-types/testing';
import type { FormValues } from '@parish/shared-web';
import { mockApi, type RecordedRequest } from '@parish/shared-web/testing';
import { editTarget } from '../resources/lib/formRoutes';
import { fieldOf, formInput, formValues } from '../resources/lib/formValues';
import type { AnyAdminResource, CreateMode, EditMode, FormField } from '../resources/types';
import { en, inEnglish } from './englishResource';
import { ENGLISH_CONTEXT } from '../resources/lib/resourceText';
import { renderAdmin } from './renderAdmin';
import { resetSession, signIn } from './session';
import { ADMIN_AREAS } from '../app/adminTabs';
import { expectCurrentSection, getSection } from './dashboard';

/** The Mass the book's sample intention is offered at. */
const INTENTION_MASS: IntentionMass = {
  mass: 'entry:1',
  date: '2026-12-13',
  start_time: '08:00:00',
  starts_at: '2026-12-13T14:00:00Z',
  kind: 'mass',
  title: null,
  title_es: null,
  language: 'en',
  place: 'Church',
  place_es: null,
  cancelled: false,
  capacity: 2,
  taken: 1,
  available: 1,
};

/**
 * One contract, run for every resource registered on the dashboard: it is
 * listed with its texts, created through its form, refused with the
 * schema's message, edited, and deleted as spec section 5 says. A new
 * resource needs only its sample record here (the API's answer).
 *
 * The contract runs in several test files, a part of the dashboard each
 * (`app/__tests__/resourceContract.<part>.test.tsx`, see CONTRACT_PARTS), so
 * that Jest's workers share it; everyResourceHasAContract.test.tsx checks
 * that every resource has its sample and its part's file.
 */
export const SAMPLES: Record<string, unknown> = {
  users: buildAdmin({ id: 5, name: 'Joan Okafor', email: 'joan@holytrinity.example' }),
  events: buildEvent({ id: 5, title: 'Advent Carols', time: '18:30:00', price: 12.5 }),
  leadership: buildLeader({ id: 5, name: 'Fr. Thomas Reyes' }),
  videos: buildVideo({ id: 5, title: 'Advent Reflection' }),
  sermons: buildSermon({ id: 5, title: 'Prepare the Way', audio: null }),
  photos: buildPhoto({ id: 5, filename: 'easter-vigil.png' }),
  blogs: buildBlogPost({ id: 5, title: 'Roof repaired' }),
  bulletins: buildBulletin({ id: 5, date: '2026-12-06', title: 'Second Sunday of Advent' }),
  shop: buildProduct({ id: 5, title: 'Paschal Candle' }),
  ministries: buildMinistry({ id: 5, title: 'Food Pantry' }),
  contactMessages: buildContactMessage({ id: 5, name: 'Grace Kim' }),
  bookings: buildBooking({ booking_id: 'bidContract000001' }),
  ministryInterests: buildMinistryInterest({ id: 5, name: 'Ruth Adeyemi' }),
  courseRegistrations: buildCourseRegistration({ id: 5, first_name: 'Tomasz' }),
  payments: buildPayment({ id: 5 }),
  recurringGifts: buildRecurringGift({ id: 5 }),
  fundTotals: buildFundTotal({ fund: 'building', label: 'Building Fund' }),
  batches: {
    id: 5,
    batch_date: '2026-12-06',
    kind: 'sunday_collection',
    note: 'Second Sunday of Advent',
    counted_total_cents: 124400,
    entries_total_cents: 0,
    reversed_cents: 0,
    entry_count: 0,
    committed_at: null,
    created_at: '2026-12-06T17:00:00Z',
  } satisfies Batch,
  funds: buildFund({
    id: 5,
    key: 'christmas-flowers',
    name: 'Christmas Flowers',
    name_es: 'Flores de Navidad',
    description: 'Flowers for the church at Christmas',
    position: 6,
    starts_on: '2026-12-01',
    ends_on: '2026-12-24',
    goal_cents: 500000,
  }),
  newsletter: buildNewsletterSubscription({ email: 'reader@example.org' }),
  newsletterTopics: {
    id: 5,
    name: 'Youth',
    name_es: 'Jóvenes',
    description: 'Retreats and the youth group.',
    description_es: 'Retiros y el grupo de jóvenes.',
    position: 3,
    retired: false,
  } satisfies NewsletterTopic,
  campaigns: {
    id: 5,
    subject: 'Adoration moves to the chapel',
    body: 'Dear {{first_name|friends}}, this Thursday Adoration is in the chapel.',
    topics: [5],
    status: 'draft',
    scheduled_at: null,
    started_at: null,
    finished_at: null,
    created_at: '2026-12-07T09:00:00.000Z',
    updated_at: '2026-12-07T09:00:00.000Z',
    progress: { recipients: 0, sent: 0, failed: 0, left: 0 },
  } satisfies Campaign,
  mail: buildOutboxMail({ id: 5, kind: 'gift_receipt', to: 'giver@example.org' }),
  waitlist: {
    id: 5,
    event: 3,
    event_name: 'Advent Carols',
    event_date: '2026-12-20',
    event_time: '18:30:00',
    name: 'Maria Lopez',
    email: 'maria@example.org',
    number_of_tickets: 2,
    status: 'waiting',
    position: 1,
    offer_expires_at: null,
    joined_at: '2026-12-01T10:00:00.000Z',
    booking_id: null,
  } satisfies AdminWaitlistEntry,
  givingTotals: {
    period: 'this_year',
    label: 'This year (2026)',
    total: 1250,
    gifts: 9,
  } satisfies GivingPeriodTotal,
  gifts: {
    id: 5,
    date: '2026-11-20T15:00:00Z',
    donor_id: 3,
    donor_name: 'Ruth Alvarez',
    donor_email: 'ruth@example.org',
    amount: 51.81,
    processing_fee: 1.81,
    funds: [fundShare('missions', 50)],
    frequency: null,
    provider: 'sandbox',
    reference: 'cs_sandbox_5',
  } satisfies GiftRecord,
  donors: {
    id: 5,
    name: 'Ruth Alvarez',
    email: 'ruth@example.org',
    postal_address: '12 Elm Street',
    total_given: 350,
    gifts: 3,
    last_gift_at: '2026-11-20T15:00:00Z',
    gift_years: [2026],
  } satisfies DonorSummary,
  parishContact: { id: 1, ...PARISH_DETAILS_DEFAULTS.contact } satisfies ParishContactRecord,
  parishStatement: { id: 1, ...PARISH_DETAILS_DEFAULTS.statement } satisfies ParishStatementRecord,
  // A baptism the office has scheduled, with its certificate.
  sacraments: {
    id: 7,
    kind: 'baptism',
    status: 'scheduled',
    requester_name: 'Ana Ruiz',
    requester_email: 'ana@example.org',
    requester_phone: '555-0142',
    message: null,
    language: 'es',
    details: {
      child_name: 'Lucía Ruiz',
      child_birth_date: '2026-09-01',
      parents: 'Ana and Pedro Ruiz',
      godparents: 'María and José López',
      preferred_date: '2027-01-10',
      alternative_date: null,
    },
    assigned_to: 'Fr. Thomas',
    notes: 'Certificate received.',
    scheduled_date: '2027-01-10',
    scheduled_time: '12:30:00',
    scheduled_place: 'Church',
    documents: [
      {
        name: 'AAAAAAAAAAAAAAAAAAAAAA.pdf',
        url: '/api/sacraments/5/documents/AAAAAAAAAAAAAAAAAAAAAA.pdf',
        filename: 'certificate.pdf',
        content_type: 'application/pdf',
        size: 1200,
      },
    ],
    created_at: '2026-12-07T15:00:00Z',
  } satisfies SacramentRequest,
  scheduleEntries: {
    id: 5,
    kind: 'mass',
    title: null,
    title_es: null,
    weekdays: ['sat'],
    start_time: '18:00:00',
    duration_minutes: 60,
    language: 'es',
    place: 'Church',
    place_es: 'Iglesia',
    celebrant: 'Fr. Thomas Reyes',
    notes: null,
    notes_es: null,
    livestream_url: null,
    featured: true,
  } satisfies ScheduleEntry,
  // An added service: a change that names no weekly service, which the test's API lists none of.
  scheduleExceptions: {
    id: 5,
    change: 'added',
    date: '2026-12-24',
    entry_id: null,
    start_time: '23:00:00',
    kind: 'mass',
    title: 'Christmas Midnight Mass',
    title_es: 'Misa de Nochebuena',
    duration_minutes: 75,
    language: 'en',
    place: 'Church',
    place_es: 'Iglesia',
    note: 'Christmas Eve',
    note_es: 'Nochebuena',
  } satisfies ScheduleException,
  parishHistory: { id: 5, when: '1950', title: 'Our founding', text: 'Founded.', position: 0 },
  heroSlides: {
    id: 5,
    caption: 'The parish choir in concert',
    alt: 'The choir singing',
    image_url: '/api/static/seed/choir-concert.svg',
    position: 1,
    image: '/api/static/seed/choir-concert.svg',
    uploaded: false,
  } satisfies HeroSlideRecord,
  socialLinks: { id: 5, network: 'Facebook', url: 'https://www.facebook.com/', position: 0 },
  announcements: {
    id: 5,
    title: 'Parish picnic',
    text: 'Bring a dish to share.',
    starts_on: '2026-06-01',
    ends_on: '2026-06-14',
  },
  statements: {
    id: 5,
    year: 2026,
    donor_id: null,
    status: 'done',
    total: 120,
    processed: 120,
    created_at: '2027-01-05T09:00:00Z',
    finished_at: '2027-01-05T09:00:20Z',
    error: null,
  } satisfies StatementJob,
  trash: {
    entity: 'ministry',
    id: 7,
    label: 'Bell Ringers',
    deleted_at: '2026-11-20T15:00:00Z',
    purge_at: '2026-12-20T15:00:00Z',
  } satisfies TrashItem,
  audit: {
    id: 9,
    at: '2026-11-20T15:00:00Z',
    admin_id: 1,
    admin_name: 'Joan Okafor',
    admin_email: 'joan@holytrinity.example',
    action: 'update',
    entity: 'ministry',
    entity_id: '7',
    before: { schedule: 'Fridays' },
    after: { schedule: 'Saturdays' },
    address: '203.0.113.9',
  } satisfies AuditLogEntry,
  intentionBook: {
    id: 5,
    status: 'requested',
    date: '2026-12-13',
    mass: 'entry:1',
    intention: 'For the repose of the soul of John Smith',
    publish: true,
    amount: 10,
    expires_at: null,
    requested_by: 'Mary Smith',
    email: 'mary@example.org',
    language: 'en',
    created_at: '2026-12-01T10:00:00Z',
    confirmed_at: null,
    at: INTENTION_MASS,
  } satisfies MassIntention & { at: IntentionMass },
  intentionSettings: { id: 1, per_mass: 2, offering: 10 },
};

/** A list the API answers as a page rather than an array (the audit log). */
const LIST_ANSWERS: Record<string, (sample: unknown) => unknown> = {
  audit: (sample) => ({ entries: [sample], total: 1, page: 1, page_size: 500 }),
  // The book of Mass intentions: its Masses, each with its intentions.
  intentionBook: (sample) => ({
    from: '2026-12-12',
    to: '2027-02-11',
    masses: [{ ...INTENTION_MASS, intentions: [sample] }],
  }),
  // The rule is one object, known to the dashboard as record 1.
  intentionSettings: () => ({ per_mass: 2, offering: 10 }),
};

/**
 * What a form needs that a record does not carry: a new password, a chosen
 * file of a kind the field takes (a bulletin is a PDF, the rest pictures).
 */
const FILLED_BY_HAND: Record<string, (field: { accept?: string }) => unknown> = {
  password: () => 'correct horse battery',
  file: ({ accept }) =>
    accept?.includes('application/pdf')
      ? new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'advent-2.pdf', {
          type: 'application/pdf',
        })
      : new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'vigil.png', { type: 'image/png' }),
};

/**
 * The contract's test files: each runs the resources of one area of the
 * dashboard; the Website area's three largest sections (events, media, the
 * parish details) have a file each, so that no file holds a third of the work.
 */
export const CONTRACT_PARTS = [
  'worship',
  'website',
  'events',
  'media',
  'parish',
  'people',
  'giving',
  'administration',
] as const;
export type ContractPart = (typeof CONTRACT_PARTS)[number];

const OWN_PART_SECTIONS = new Set(['events', 'media', 'parish']);
const partOf = (area: string, section: string) => (OWN_PART_SECTIONS.has(section) ? section : area);

// Each definition with its texts in English, as the English pages show them.
export const registered = ADMIN_AREAS.flatMap((area) =>
  area.sections.flatMap((tab) =>
    tab.resources.map((resource) => ({
      key: resource.key,
      part: partOf(area.key, tab.key),
      tab: { ...tab, label: en(tab.label) },
      resource: inEnglish(resource),
    })),
  ),
);

let mock: ReturnType<typeof mockApi> | undefined;

/** The path each resource lists from, learnt by asking it for its list once. */
const listPaths = new Map<string, string>();

/**
 * The API as the resource expects it: its sample as its list and as the
 * record, an empty list for the other resources of its tab, every change
 * accepted.
 */
function answerWith(resource: AnyAdminResource) {
  const sample = SAMPLES[resource.key];
  mock = mockApi({
    '*': (request) => {
      if (request.method === 'GET') {
        if (request.url === listPaths.get(resource.key)) {
          return { status: 200, body: LIST_ANSWERS[resource.key]?.(sample) ?? [sample] };
        }
        // The records a field ticks several of (a campaign's topics): their sample.
        const source = choiceSources(resource).find((of) => request.url === listPaths.get(of.key));
        if (source) return { status: 200, body: [SAMPLES[source.key]] };
        return { status: 200, body: /\/\d+\/$/.test(request.url) ? sample : [] };
      }
      if (request.method === 'DELETE') return { status: 204 };
      return { status: request.method === 'POST' ? 201 : 200, body: sample };
    },
  });
  return mock.requests;
}

const changes = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method !== 'GET');

/** The values a valid form holds: the sample's, and by hand what a record lacks. */
function validValues(resource: AnyAdminResource, mode: CreateMode | EditMode<unknown>) {
  const values = formValues(resource, mode.schema, SAMPLES[resource.key]);
  for (const name of schemaFieldNames(mode.schema)) {
    const field = fieldOf(resource, name);
    const kind = field.kind;
    const byHand = FILLED_BY_HAND[kind];
    // A file the form may go without (a sermon's recording) is left unchosen.
    if (kind === 'file' && fieldAcceptsNothing(mode.schema, name)) continue;
    if (byHand && (values[name] === '' || values[name] === null)) {
      values[name] = byHand('accept' in field ? { accept: field.accept } : {});
    }
  }
  return values;
}

function fieldAcceptsNothing(schema: ZodType, name: string): boolean {
  const field = (schema as { shape?: Record<string, ZodType> }).shape?.[name];
  return field?.safeParse(null).success === true;
}

/** The resources whose records a form ticks several of (a campaign's topics). */
function choiceSources(resource: AnyAdminResource): AnyAdminResource[] {
  return Object.values<FormField>(resource.fields ?? {}).flatMap((field) =>
    field.kind === 'record' && field.multiple ? [field.of] : [],
  );
}

/** Types the values into the form's fields, found by their labels. */
async function fill(resource: AnyAdminResource, values: FormValues) {
  for (const [name, value] of Object.entries(values)) {
    const field = fieldOf(resource, name);
    if (field.kind === 'record' && field.multiple) {
      // Records ticked (a campaign's topics): the sample of their resource, offered as a checkbox.
      const group = screen.getByRole('group', { name: new RegExp(`^${escape(field.label)}`) });
      const record = SAMPLES[field.of.key];
      const box = await within(group).findByRole<HTMLInputElement>('checkbox', {
        name: field.of.recordLabel(record, ENGLISH_CONTEXT),
      });
      const chosen = (value as string[]).includes(String(field.of.recordId(record)));
      if (box.checked !== chosen) fireEvent.click(box);
      continue;
    }
    if (field.kind === 'checkboxes') {
      // A group of checkboxes (an administrator's roles): tick exactly the chosen ones.
      const group = screen.getByRole('group', { name: new RegExp(`^${escape(field.label)}`) });
      for (const option of field.options) {
        const box = within(group).getByRole<HTMLInputElement>('checkbox', { name: option.label });
        if (box.checked !== (value as string[]).includes(option.value)) fireEvent.click(box);
      }
      continue;
    }
    if (field.kind === 'checkbox') {
      // One checkbox (a service shown in the church hours): ticked as the value says.
      const box = screen.getByRole<HTMLInputElement>('checkbox', {
        name: labelled(resource, name),
      });
      if (box.checked !== (value === true)) fireEvent.click(box);
      continue;
    }
    const input = screen.getByLabelText(labelled(resource, name));
    if (value instanceof File) await userEvent.setup().upload(input as HTMLInputElement, value);
    else fireEvent.change(input, { target: { value } });
  }
}

/**
 * A field's label, as a pattern: the label and at most a required mark
 * after it, so `Title` is not `Title (Spanish)`, which is the label of
 * the translation beside it.
 */
function labelled(resource: AnyAdminResource, name: string): RegExp {
  const label = fieldOf(resource, name).label;
  return translatedField(name)
    ? new RegExp(`^${escape(label)} \\(Spanish\\)\\W*$`)
    : new RegExp(`^${escape(label)}\\W*$`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** What the form hands its schema: its fields, as the mode turns them (dollars into cents). */
function sentInput(mode: CreateMode | EditMode<unknown>, values: FormValues): FormValues {
  const input = formInput(mode.schema, values);
  return mode.toInput ? mode.toInput(input) : input;
}

/** The body the API should get: the schema's output, as JSON (or the multipart form). */
function expectSent(
  request: RecordedRequest | undefined,
  resource: AnyAdminResource,
  mode: CreateMode | EditMode<unknown>,
  values: FormValues,
) {
  const parsed = validate(mode.schema, sentInput(mode, values));
  if (!parsed.ok) throw new Error(`invalid values: ${JSON.stringify(parsed.errors)}`);
  if (request?.body instanceof FormData) {
    // A multipart body carries no nulls: an empty optional field is left out.
    const sent = Object.entries(parsed.value as Record<string, unknown>).filter(
      ([, value]) => value !== null && value !== undefined,
    );
    expect(Object.fromEntries(request.body.entries())).toEqual(Object.fromEntries(sent));
  } else {
    // At least the schema's output (the spec's video update repeats the id); a file
    // the form may go without travels apart, in a multipart request of its own.
    const fields = Object.entries(parsed.value as Record<string, unknown>).filter(
      ([name]) => fieldOf(resource, name).kind !== 'file',
    );
    expect(request?.body).toEqual(
      expect.objectContaining(JSON.parse(JSON.stringify(Object.fromEntries(fields)))),
    );
  }
}

async function expectBackOnTab(tabLabel: string, notice: string) {
  await expectCurrentSection(tabLabel);
  // The notice, beside the section's lists still loading (each says so in a status of its own).
  expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
    expect.stringContaining(notice),
  );
}

/** Runs the contract for the resources of one part of the dashboard. */
export function describeResourceContract(part: ContractPart) {
  const resources = registered.filter((entry) => entry.part === part);

  beforeEach(() => signIn());
  afterEach(() => {
    mock?.restore();
    mock = undefined;
    resetSession();
  });
  beforeAll(async () => {
    const listed = resources.flatMap(({ resource }) => [resource, ...choiceSources(resource)]);
    for (const resource of listed) {
      if (listPaths.has(resource.key)) continue;
      const probe = mockApi({ '*': { status: 200, body: [] } });
      await resource.list(new AbortController().signal);
      listPaths.set(resource.key, probe.requests[0]?.url ?? '');
      probe.restore();
    }
  });

  describe.each(resources)('the $key resource', contractOf);
}

function contractOf({ tab, resource }: (typeof registered)[number]) {
  const sample = SAMPLES[resource.key];
  const firstColumn = resource.columns[0];
  const onTab = { pathname: '/admin', state: { tab: tab.key } };

  it('is listed on its tab, with its loading, empty and error texts', async () => {
    mock = mockApi({ '*': 'never' });
    const loading = renderAdmin(onTab);
    expect(await screen.findByText(resource.loadingText)).toBeInTheDocument();
    loading.unmount();
    mock.restore();

    mock = mockApi({ '*': { status: 200, body: [] } });
    const empty = renderAdmin(onTab);
    expect(await screen.findByText(resource.emptyText)).toBeInTheDocument();
    empty.unmount();
    mock.restore();

    mock = mockApi({ '*': { status: 500 } });
    const failed = renderAdmin(onTab);
    expect(await screen.findByText(resource.loadErrorText)).toBeInTheDocument();
    failed.unmount();
    mock.restore();

    answerWith(resource);
    renderAdmin(onTab);
    const panel = getSection(tab.label);
    // The first column as shown: a date column shows its value formatted.
    const shown = firstColumn?.render?.(sample, ENGLISH_CONTEXT);
    const name =
      typeof shown === 'string' ? shown : String(firstColumn?.value(sample, ENGLISH_CONTEXT) ?? '');
    expect(await within(panel).findByRole('rowheader', { name })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 2, name: resource.label })).toBeVisible();
  });

  const { create, edit, remove } = resource;

  if (create) {
    it(`is created through its form at ${create.route}`, async () => {
      const requests = answerWith(resource);
      renderAdmin(create.route);
      expect(await screen.findByRole('heading', { level: 1, name: create.title })).toBeVisible();

      const values = validValues(resource, create);
      await fill(resource, values);
      await userEvent.setup().click(screen.getByRole('button', { name: create.submitLabel }));

      await expectBackOnTab(tab.label, create.successText);
      expect(changes(requests).map((request) => request.method)).toEqual(['POST']);
      expectSent(changes(requests)[0], resource, create, values);
    });

    it("refuses a blank required field with the schema's message, at the field", async () => {
      const requests = answerWith(resource);
      renderAdmin(create.route);
      const required = schemaFieldNames(create.schema).find((name) =>
        isRequiredField(create.schema, name),
      );
      if (!required) throw new Error(`${resource.key} has no required field`);
      const blank = formValues(resource, create.schema);
      const parsed = validate(create.schema, sentInput(create, blank));
      const message = parsed.ok ? '' : parsed.errors[required];

      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: create.submitLabel }));

      const input = screen.getByLabelText(labelled(resource, required));
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
      expect(changes(requests)).toEqual([]);
    });
  }

  if (edit) {
    it(`is edited through its form at ${edit.route}`, async () => {
      const requests = answerWith(resource);
      const user = userEvent.setup();
      const { router } = renderAdmin(onTab);
      const label = resource.recordLabel(sample, ENGLISH_CONTEXT);
      await user.click(await screen.findByRole('link', { name: `Edit ${label}` }));
      expect(await screen.findByRole('heading', { level: 1, name: edit.title })).toBeVisible();
      const target = editTarget(edit, resource.recordId(sample));
      expect(router.state.location.pathname).toBe(target.to);

      // Filled in from the record; what a record never shows (a password) typed by hand.
      const values = validValues(resource, edit);
      const loaded = formValues(resource, edit.schema, sample);
      for (const [name, value] of Object.entries(loaded)) {
        if (typeof value === 'string' && value !== '') {
          expect(screen.getByLabelText(labelled(resource, name))).toHaveValue(value);
        }
      }
      await fill(resource, values);
      await user.click(screen.getByRole('button', { name: edit.submitLabel }));

      await expectBackOnTab(tab.label, edit.successText);
      const sent = changes(requests);
      expect(sent.map((request) => request.method)).toEqual([
        expect.stringMatching(/^(PUT|PATCH)$/),
      ]);
      expect(sent[0]?.url).toMatch(new RegExp(`/${String(resource.recordId(sample))}/$`));
      expectSent(sent[0], resource, edit, values);
    });
  }

  if (remove) {
    it(remove.undo ? 'is deleted at once, with Undo' : 'is deleted once confirmed', async () => {
      const requests = answerWith(resource);
      const user = userEvent.setup();
      renderAdmin(onTab);
      const label = resource.recordLabel(sample, ENGLISH_CONTEXT);
      await user.click(await screen.findByRole('button', { name: `Delete ${label}` }));

      if (remove.confirmTitle) {
        const dialog = screen.getByRole('dialog', { name: remove.confirmTitle });
        await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      } else {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      }

      // The DELETE goes at once either way; what goes to the trash offers Undo (its Restore).
      await waitFor(() =>
        expect(changes(requests).map((request) => request.method)).toEqual(['DELETE']),
      );
      expect(await screen.findByRole('status')).toHaveTextContent(remove.doneText);
      if (remove.restore) expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: `Delete ${label}` })).not.toBeInTheDocument(),
      );
    });
  }
}
