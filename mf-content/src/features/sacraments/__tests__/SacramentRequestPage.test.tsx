import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadSharedWebCatalog } from '@parish/shared-web';
import {
  mockApi,
  renderWithProviders,
  translationsIn,
  type MockReply,
} from '@parish/shared-web/testing';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { isoDaysFromToday } from '@parish/shared-types/testing';
import { loadCatalog } from '../lib/i18n';
import SacramentRequestPage from '../components/SacramentRequestPage';
import SacramentsPage from '../components/SacramentsPage';

const RECEIPT: MockReply = { status: 201, body: { id: 12 } };

function renderForm(slug: string, reply: MockReply = RECEIPT, translations?: object) {
  const api = mockApi({
    'POST /api/sacraments/': reply,
    'GET /api/parish/': { status: 200, body: PARISH_DETAILS_DEFAULTS },
  });
  renderWithProviders(<SacramentRequestPage />, {
    route: `/sacraments/${slug}`,
    path: '/sacraments/:kind',
    ...(translations ? { translations } : {}),
  } as Parameters<typeof renderWithProviders>[1]);
  const sent = () => api.requests.filter((request) => request.method === 'POST');
  return { sent, user: userEvent.setup() };
}

describe('/sacraments', () => {
  it('lists every sacrament, each linking to its form', () => {
    renderWithProviders(<SacramentsPage />);
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Baptism', '/sacraments/baptism'],
      ['Marriage', '/sacraments/marriage'],
      ['Funeral', '/sacraments/funeral'],
      ['Anointing of the sick', '/sacraments/anointing'],
      ['First communion preparation', '/sacraments/first-communion'],
      ['Confirmation preparation', '/sacraments/confirmation'],
    ]);
  });
});

describe('the baptism form', () => {
  it('sends the answers and the certificate in the body, then says the request arrived', async () => {
    const { sent, user } = renderForm('baptism');
    await user.type(screen.getByLabelText(/^Your name/), 'Ana Ruiz');
    await user.type(screen.getByLabelText(/^Your email address/), 'ana@example.org');
    await user.type(screen.getByLabelText(/^Your phone number/), '555-0142');
    await user.type(screen.getByLabelText(/^Child's full name/), 'Lucía Ruiz');
    await user.type(screen.getByLabelText(/^Child's date of birth/), isoDaysFromToday(-90));
    await user.type(screen.getByLabelText(/^Parents' names/), 'Ana and Pedro Ruiz');
    await user.type(screen.getByLabelText(/^Godparents' names/), 'María and José López');
    await user.type(screen.getByLabelText(/^Preferred date/), isoDaysFromToday(30));
    const certificate = new File(['%PDF-1.4 certificate'], 'certificate.pdf', {
      type: 'application/pdf',
    });
    await user.upload(screen.getByLabelText(/^A document/), certificate);
    await user.click(screen.getByRole('button', { name: 'Send the request' }));

    expect(
      await screen.findByText('Thank you: your request reached the parish office'),
    ).toBeInTheDocument();
    const body = sent()[0]?.body as FormData;
    expect(body.get('kind')).toBe('baptism');
    expect(body.get('godparents')).toBe('María and José López');
    expect(body.has('alternative_date')).toBe(false);
    expect((body.get('document') as File).name).toBe('certificate.pdf');
  });

  it('refuses a preferred date that has passed, at its field, sending nothing', async () => {
    const { sent, user } = renderForm('baptism');
    await user.type(screen.getByLabelText(/^Preferred date/), isoDaysFromToday(-1));
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(screen.getByLabelText(/^Preferred date/)).toHaveAccessibleDescription(
      'Please choose a date after today',
    );
    expect(screen.getByLabelText(/^Godparents' names/)).toHaveAccessibleDescription(
      "Please enter the godparents' names",
    );
    expect(sent()).toHaveLength(0);
  });
});

describe('the marriage form', () => {
  it("shows the API's refusal of a date too soon at the date", async () => {
    const { user } = renderForm('marriage', {
      status: 422,
      body: {
        message: 'Please plan the wedding at least six months from today',
        fields: { planned_date: 'Please plan the wedding at least six months from today' },
      },
    });
    await user.type(screen.getByLabelText(/^Your name/), 'John Doe');
    await user.type(screen.getByLabelText(/^Your email address/), 'john@example.org');
    await user.type(screen.getByLabelText(/^Your phone number/), '555-0100');
    await user.type(screen.getByLabelText(/^First partner's name/), 'John Doe');
    await user.type(screen.getByLabelText(/^Second partner's name/), 'Jane Roe');
    await user.type(screen.getByLabelText(/^Planned wedding date/), isoDaysFromToday(400));
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByLabelText(/^Planned wedding date/)).toHaveAccessibleDescription(
      'Please plan the wedding at least six months from today',
    );
  });
});

describe('the anointing page', () => {
  it("shows the parish's phone before the form", async () => {
    renderForm('anointing');
    const call = screen.getByRole('link', {
      name: `Call ${PARISH_DETAILS_DEFAULTS.contact.phone}`,
    });
    const form = screen.getByRole('form', { name: 'Request form' });
    expect(call.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(call.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(form).queryByLabelText(/^Child/)).toBeNull();
  });

  it('in Spanish too', async () => {
    renderForm('anointing', RECEIPT, await translationsIn('es', loadCatalog, loadSharedWebCatalog));
    expect(
      await screen.findByRole('link', {
        name: `Llame al ${PARISH_DETAILS_DEFAULTS.contact.phone}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Unción de los enfermos' })).toBeVisible();
  });
});

it('an unknown sacrament is not found', () => {
  renderForm('ordination');
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('ordination');
});
