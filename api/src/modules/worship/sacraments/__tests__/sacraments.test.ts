/**
 * Sacrament requests through the API, with mail delivered to a real SMTP
 * server: a family's baptism request with its certificate, read by the
 * office (owners and the sacraments role, never editors), scheduled, and the
 * family mailed in the language they wrote in; every read and change in
 * the audit log, and nothing the family wrote in it.
 */
import { apiPaths, type OutboxMail } from '@parish/shared-types';
import {
  addMonths,
  type SacramentRequest,
  type SacramentRequestSummary,
} from '@parish/shared-types/sacraments';
import { isoDaysFromToday } from '@parish/shared-types/testing';
import { and, eq } from 'drizzle-orm';
import { createMailingTestApp, type TestApp } from '../../../../testing/app';
import { signInWithRoles } from '../../../../testing/roles';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';
import { auditLog } from '../../../../testing/tables';
import {
  filePart,
  HTML_BYTES,
  multipartBody,
  PDF_BYTES,
  storedKeys,
  type FormPart,
} from '../../../../testing/uploads';

let smtp: TestSmtpServer;
let t: TestApp;
let owner: string;
let sacraments: string;
let editor: string;
beforeAll(async () => {
  ({ t, smtp } = await createMailingTestApp());
  owner = await t.adminCookie();
  sacraments = await signInWithRoles(t, ['sacraments']);
  editor = await signInWithRoles(t, ['editor']);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

// The test app's parish is in UTC: its today is the UTC date.
const today = isoDaysFromToday(0);

const BAPTISM = {
  kind: 'baptism',
  requester_name: 'Ana Ruiz',
  requester_email: 'ana.ruiz@example.org',
  requester_phone: '555-0142',
  child_name: 'Lucía Ruiz',
  child_birth_date: isoDaysFromToday(-90),
  parents: 'Ana Ruiz and Pedro Ruiz',
  godparents: 'María López and José López',
  preferred_date: isoDaysFromToday(40),
  alternative_date: '',
};

const parts = (fields: Record<string, string>): FormPart[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

function send(formParts: FormPart[], language?: string) {
  const body = multipartBody(formParts);
  return t.inject({
    method: 'POST',
    url: apiPaths.sacraments,
    payload: body.payload,
    headers: { ...body.headers, ...(language ? { 'accept-language': language } : {}) },
  });
}

async function mailArrived(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(smtp, address).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(smtp, address);
}

const auditRows = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

describe('a baptism request with its certificate', () => {
  let id: number;

  it('is received (201, its id only), its certificate kept, and the family acknowledged in Spanish', async () => {
    const response = await send(
      [...parts(BAPTISM), filePart('document', PDF_BYTES, 'fe de bautismo.pdf', 'application/pdf')],
      'es-MX,es;q=0.9',
    );
    expect(response.statusCode).toBe(201);
    id = response.json<{ id: number }>().id;
    expect(response.json()).toEqual({ id });
    expect((await storedKeys(t.db)).some((key) => key.startsWith('sacraments/'))).toBe(true);

    const [mail] = await mailArrived(BAPTISM.requester_email, 1);
    expect(mail?.parsed.subject).toBe('Recibimos su solicitud: Bautismo');
    expect(mail?.parsed.text).toContain('Estimado(a) Ana Ruiz');
  });

  it('is in the baptism queue for the sacraments role, with who asks and nothing more', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `${apiPaths.sacraments}?kind=baptism&status=new`,
      headers: { cookie: sacraments },
    });
    expect(response.statusCode).toBe(200);
    const queue = response.json<SacramentRequestSummary[]>();
    expect(queue.map((row) => [row.id, row.requester_name, row.status])).toEqual([
      [id, 'Ana Ruiz', 'new'],
    ]);
    expect(JSON.stringify(queue)).not.toContain('Lucía');
    const other = await t.inject({
      method: 'GET',
      url: `${apiPaths.sacraments}?kind=marriage`,
      headers: { cookie: sacraments },
    });
    expect(other.json()).toEqual([]);
  });

  it('is read whole by the sacraments role and by owners, each read audited without its answers', async () => {
    for (const cookie of [sacraments, owner]) {
      const response = await t.inject({
        method: 'GET',
        url: apiPaths.sacrament(id),
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const request = response.json<SacramentRequest>();
      expect(request.details).toMatchObject({
        child_name: 'Lucía Ruiz',
        godparents: 'María López and José López',
        alternative_date: null,
      });
      expect(request.language).toBe('es');
      expect(request.documents).toEqual([
        {
          name: expect.stringMatching(/^[\w-]{22}\.pdf$/),
          url: expect.stringMatching(
            new RegExp(`^/api/sacraments/${id}/documents/[\\w-]{22}\\.pdf$`),
          ),
          filename: 'fe de bautismo.pdf',
          content_type: 'application/pdf',
          size: PDF_BYTES.length,
        },
      ]);
    }
    const views = (await auditRows('sacrament_request', id)).filter((row) => row.action === 'view');
    expect(views).toHaveLength(2);
    expect(JSON.stringify(views)).not.toContain('Lucía');
  });

  it('is refused to editors (403), its list, its document and its changes alike', async () => {
    const detail = await t.inject({
      method: 'GET',
      url: apiPaths.sacrament(id),
      headers: { cookie: owner },
    });
    const [document] = detail.json<SacramentRequest>().documents;
    for (const [method, url] of [
      ['GET', apiPaths.sacraments],
      ['GET', apiPaths.sacrament(id)],
      ['PATCH', apiPaths.sacrament(id)],
      ['GET', apiPaths.sacramentDocument(id, document?.name ?? '')],
    ] as const) {
      const response = await t.inject({
        method,
        url,
        headers: { cookie: editor },
        ...(method === 'PATCH' ? { payload: { status: 'in_progress' } } : {}),
      });
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
  });

  it('has its certificate downloaded by the office as a private download, audited', async () => {
    const detail = await t.inject({
      method: 'GET',
      url: apiPaths.sacrament(id),
      headers: { cookie: sacraments },
    });
    const [document] = detail.json<SacramentRequest>().documents;
    const response = await t.inject({
      method: 'GET',
      url: apiPaths.sacramentDocument(id, document?.name ?? ''),
      headers: { cookie: sacraments },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
    const downloads = (await auditRows('sacrament_request', id)).filter(
      (row) => row.action === 'download',
    );
    expect(downloads).toHaveLength(1);
    const missing = await t.inject({
      method: 'GET',
      url: apiPaths.sacramentDocument(id, 'AAAAAAAAAAAAAAAAAAAAAA.pdf'),
      headers: { cookie: sacraments },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('cannot be scheduled without a place (400 naming it)', async () => {
    const response = await t.inject({
      method: 'PATCH',
      url: apiPaths.sacrament(id),
      headers: { cookie: sacraments },
      payload: {
        status: 'scheduled',
        scheduled_date: isoDaysFromToday(40),
        scheduled_time: '12:30',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      scheduled_place: 'Please enter where it will be held',
    });
  });

  it('is scheduled: the family is mailed in Spanish, and the change is audited without the notes', async () => {
    const date = isoDaysFromToday(40);
    const response = await t.inject({
      method: 'PATCH',
      url: apiPaths.sacrament(id),
      headers: { cookie: sacraments },
      payload: {
        status: 'scheduled',
        assigned_to: 'Fr. Thomas',
        notes: 'Godmother to bring her confirmation certificate.',
        scheduled_date: date,
        scheduled_time: '12:30',
        scheduled_place: 'Iglesia, pila bautismal',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SacramentRequest>()).toMatchObject({
      status: 'scheduled',
      assigned_to: 'Fr. Thomas',
      scheduled_date: date,
      scheduled_time: '12:30:00',
    });

    const mails = await mailArrived(BAPTISM.requester_email, 2);
    const scheduled = mails[1];
    expect(scheduled?.parsed.subject).toMatch(/^Programado: Bautismo el /);
    expect(scheduled?.parsed.text).toContain('Iglesia, pila bautismal');
    expect(scheduled?.parsed.text).toContain('12:30 p.m.');
    expect(scheduled?.parsed.text).not.toContain('Godmother');

    const [update] = (await auditRows('sacrament_request', id)).filter(
      (row) => row.action === 'update',
    );
    expect(update?.after).toMatchObject({
      before: { status: 'new', assigned_to: null },
      after: { status: 'scheduled', assigned_to: 'Fr. Thomas', scheduled_time: '12:30:00' },
      notes_changed: true,
    });
    expect(JSON.stringify(update)).not.toContain('Godmother');
  });

  it('is not mailed again when only its notes change', async () => {
    const response = await t.inject({
      method: 'PATCH',
      url: apiPaths.sacrament(id),
      headers: { cookie: sacraments },
      payload: {
        status: 'scheduled',
        assigned_to: 'Fr. Thomas',
        notes: 'Certificate received.',
        scheduled_date: isoDaysFromToday(40),
        scheduled_time: '12:30',
        scheduled_place: 'Iglesia, pila bautismal',
      },
    });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(smtp, BAPTISM.requester_email)).toHaveLength(2);
  });

  it("its mails are in the outbox of the sacraments role and owners, not editors'", async () => {
    const outbox = async (cookie: string) =>
      (await t.inject({ method: 'GET', url: apiPaths.mail, headers: { cookie } }))
        .json<OutboxMail[]>()
        .filter((mail) => mail.to === BAPTISM.requester_email);
    expect(await outbox(sacraments)).toHaveLength(2);
    expect(await outbox(owner)).toHaveLength(2);
    expect(await outbox(editor)).toEqual([]);
  });
});

describe('what a request must be', () => {
  it('a wedding sooner than six months from today is 422 naming planned_date; six months is enough', async () => {
    const marriage = {
      kind: 'marriage',
      requester_name: 'John Doe',
      requester_email: 'john@example.org',
      requester_phone: '555-0100',
      partner_one: 'John Doe',
      partner_two: 'Jane Roe',
    };
    const soon = await send(
      parts({ ...marriage, planned_date: addMonths(isoDaysFromToday(-1), 6) }),
    );
    expect(soon.statusCode).toBe(422);
    expect(soon.json().fields).toEqual({
      planned_date: 'Please plan the wedding at least six months from today',
    });
    const spanish = await send(
      parts({ ...marriage, planned_date: addMonths(isoDaysFromToday(-1), 6) }),
      'es',
    );
    expect(spanish.json().fields).toEqual({
      planned_date: 'Planee la boda con al menos seis meses de anticipación',
    });
    const enough = await send(parts({ ...marriage, planned_date: addMonths(today, 6) }));
    expect(enough.statusCode).toBe(201);
  });

  it('a preferred date that is not after today is 422 naming it', async () => {
    const response = await send(parts({ ...BAPTISM, preferred_date: today }));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ preferred_date: 'Please choose a date after today' });
  });

  it('a missing answer is 400 naming the field; an unknown sacrament is 400 naming kind', async () => {
    const { godparents: _g, ...withoutGodparents } = BAPTISM;
    const missing = await send(parts(withoutGodparents));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ godparents: "Please enter the godparents' names" });
    const unknown = await send(parts({ ...BAPTISM, kind: 'ordination' }));
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['kind']);
  });

  it('a document that is not a PDF, JPEG or PNG by its bytes is 415, and too large a file 413; nothing is kept', async () => {
    const before = (await storedKeys(t.db)).length;
    const html = await send([...parts(BAPTISM), filePart('document', HTML_BYTES, 'cert.pdf')]);
    expect(html.statusCode).toBe(415);
    expect(Object.keys(html.json().fields)).toEqual(['document']);
    const large = Buffer.concat([PDF_BYTES, Buffer.alloc(t.config.uploads.maxBytes)]);
    const tooLarge = await send([...parts(BAPTISM), filePart('document', large, 'cert.pdf')]);
    expect(tooLarge.statusCode).toBe(413);
    expect((await storedKeys(t.db)).length).toBe(before);
  });

  it('an anointing needs only who is sick and where', async () => {
    const response = await send(
      parts({
        kind: 'anointing',
        requester_name: 'Carol King',
        requester_email: 'carol@example.org',
        requester_phone: '555-0199',
        patient_name: 'Robert King',
        location: "St. Mary's Hospital, room 214",
      }),
    );
    expect(response.statusCode).toBe(201);
  });
});
