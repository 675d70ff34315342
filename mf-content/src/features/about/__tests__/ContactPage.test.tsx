import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import ContactPage from '../components/ContactPage';

const RECEIPT: MockReply = { status: 201, body: { id: 9, received_at: '2026-11-23T10:00:00Z' } };

function renderContact(reply: MockReply | (() => MockReply | Promise<MockReply>) = RECEIPT) {
  const api = mockApi({
    'POST /api/contact/': reply,
    // The church info and the map show the parish's details as the office keeps them.
    'GET /api/parish/': { status: 200, body: PARISH_DETAILS_DEFAULTS },
  });
  renderWithProviders(<ContactPage />);
  const sent = () => api.requests.filter((request) => request.method === 'POST');
  return { sent, user: userEvent.setup() };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Ruth Ade');
  await user.type(screen.getByLabelText(/^Email/), 'ruth@example.org');
  await user.type(screen.getByLabelText(/^Message/), 'Hello <b>office</b>');
}

describe('the Contact page', () => {
  it('sends a message with the optional phone and destination', async () => {
    const { sent: posted, user } = renderContact();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/Phone/), '555-0101');
    await user.selectOptions(screen.getByLabelText(/Who is this for/), 'Pastoral care and prayer');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    const sent = posted()[0]?.body as FormData;
    expect(sent.get('phone_number')).toBe('555-0101');
    expect(sent.get('who_is_this_for')).toBe('Pastoral care and prayer');
    expect(sent.get('message')).toBe('Hello <b>office</b>');
  });

  it('refuses blank required fields at the fields, sending nothing', async () => {
    const { sent, user } = renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('Message is required');
    expect(screen.getByLabelText(/Phone/)).not.toHaveAccessibleDescription();
    expect(sent()).toHaveLength(0);
  });

  it('is busy while sending, then says what went wrong and keeps what was typed', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const { user } = renderContact(() => new Promise<MockReply>((resolve) => (answer = resolve)));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText(/^Name/)).toBeDisabled();
    answer({ status: 500, body: { message: 'boom' } });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ruth Ade');
  });

  it("shows the server's word on a field at that field", async () => {
    const { user } = renderContact({
      status: 400,
      body: {
        message: 'Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  });

  it('shows a drawn map of the parish that works offline, with Open in maps', () => {
    renderContact();
    expect(screen.getByRole('img', { name: /^Map: Holy Trinity/ })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      expect.stringContaining('123+Church+Street'),
    );
  });
});
