import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildChurchHoursEntries, buildLeader } from '@parish/shared-types/testing';
import AboutPage from '../components/AboutPage';

const pastor = buildLeader({
  id: 1,
  name: 'Fr. Michael Andrews',
  title: 'Pastor',
  bio: 'P'.repeat(150),
  contact_email: 'pastor@holytrinity.example',
});
const musician = buildLeader({ id: 2, name: 'Sarah Thompson', contact_email: null });

function renderAbout(
  leaders: MockReply = { status: 200, body: [pastor, musician] },
  schedule: MockReply = { status: 200, body: buildChurchHoursEntries() },
) {
  const api = mockApi({
    'GET /api/leadership/': leaders,
    'GET /api/schedule/entries/': schedule,
    'POST /api/contact/': { status: 201, body: { id: 1, received_at: '2026-11-23T10:00:00Z' } },
  });
  const view = renderWithProviders(<AboutPage />, { route: '/about', path: '/about' });
  return { api, ...view };
}

describe('the About page', () => {
  it('names itself and shows the five values with Get Involved', () => {
    renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(document.title).toMatch(/^About Us · /);
    const mission = screen.getByRole('region', { name: 'Our Mission' });
    expect(
      within(mission)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Authentic Worship',
      'Biblical Teaching',
      'Genuine Community',
      'Compassionate Service',
      'Intentional Discipleship',
    ]);
    expect(within(mission).getByRole('link', { name: 'Get Involved' })).toHaveAttribute(
      'href',
      '/ministries#get-involved',
    );
  });

  it('lists the leadership team with bios cut at 120 characters and Contact links', async () => {
    renderAbout();
    expect(screen.getByText('Loading leadership team...')).toBeInTheDocument();
    const leadership = screen.getByRole('region', { name: 'Our Leadership' });
    expect(leadership).toHaveAttribute('id', 'leadership');
    const card = await within(leadership).findByRole('article', { name: 'Fr. Michael Andrews' });
    expect(within(card).getByText(`${'P'.repeat(120)}...`)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Contact Michael' })).toHaveAttribute(
      'href',
      'mailto:pastor@holytrinity.example',
    );
    const sarah = within(leadership).getByRole('article', { name: 'Sarah Thompson' });
    expect(within(sarah).queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch leadership data' when the team cannot be loaded", async () => {
    renderAbout({ status: 503, body: { message: 'Down' } });
    expect(await screen.findByText('Failed to fetch leadership data')).toBeInTheDocument();
  });

  it('says when there is no one to show yet', async () => {
    renderAbout({ status: 200, body: [] });
    expect(
      await screen.findByText('Our leadership team will be introduced here soon.'),
    ).toBeInTheDocument();
  });

  it('tells the history from 1950 and 1975 to today', () => {
    renderAbout();
    const history = screen.getByRole('region', { name: 'Our History' });
    for (const when of ['1950', '1975', 'Today']) {
      expect(within(history).getByText(when)).toBeInTheDocument();
    }
  });

  it('links the information block to the newcomer guide, the directory and the quiz', () => {
    renderAbout();
    const info = screen.getByRole('region', { name: 'Learn More' });
    for (const title of [
      "I'm New",
      'Staff Directory',
      'Parish Council',
      'Clergy Council & Pastoral Team',
      'What is the ECC?',
      'Old Catholic Movement',
      'Divorced Catholics',
      'Catholic Quiz',
    ]) {
      expect(within(info).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(within(info).getByRole('link', { name: 'Take the Catholic Quiz' })).toHaveAttribute(
      'href',
      '/catholic-quiz',
    );
    expect(within(info).getByRole('link', { name: 'Read the newcomer guide' })).toHaveAttribute(
      'href',
      '/about/new',
    );
  });

  it('sends its Contact Us form to the parish office, the subject as who it is for', async () => {
    const { api } = renderAbout();
    const user = userEvent.setup();
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    await user.type(within(contact).getByLabelText(/Your Name/), 'Ruth Ade');
    await user.type(within(contact).getByLabelText(/Email Address/), 'ruth@example.org');
    await user.type(within(contact).getByLabelText('Subject'), 'Baptism');
    await user.type(within(contact).getByLabelText(/Message/), 'When are the next classes?');
    await user.click(within(contact).getByRole('button', { name: 'Send Message' }));
    expect(await within(contact).findByText('Message sent successfully!')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'POST')?.body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      name: 'Ruth Ade',
      email: 'ruth@example.org',
      phone_number: '',
      message: 'When are the next classes?',
      who_is_this_for: 'Baptism',
    });
    expect(within(contact).getByLabelText(/Your Name/)).toHaveValue('');
  });

  it("shows the church info: address, the schedule's featured services with every Mass time, office hours", async () => {
    renderAbout();
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    const hours = await within(contact).findByRole('list');
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sunday School: 9:00 AM',
      'Sunday Worship: 10:00 AM',
      'Wednesday Bible Study: 7:00 PM',
    ]);
    // The Sunday 8:00 AM Mass is in the schedule, not featured: /mass-times has it.
    expect(within(contact).queryByText(/8:00 AM/)).not.toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'All Mass times' })).toHaveAttribute(
      'href',
      '/mass-times',
    );
    expect(within(contact).getByText('Monday to Friday, 9:00 AM to 4:00 PM')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
  });

  it('says so when the service times cannot be read, and still leads to every Mass time', async () => {
    renderAbout(undefined, { status: 500, body: { message: 'boom' } });
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('status')).toHaveTextContent('Loading the service times...');
    expect(await within(contact).findByRole('alert')).toHaveTextContent(
      'The service times could not be loaded. See all Mass times below.',
    );
    expect(within(contact).getByRole('link', { name: 'All Mass times' })).toHaveAttribute(
      'href',
      '/mass-times',
    );
  });
});
