import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildCourseRegistration } from '@parish/shared-types/testing';
import ApplicationPage from '../components/ApplicationPage';
import CoursePage from '../components/CoursePage';
import CoursesListPage from '../components/CoursesListPage';
import { pictureFetch } from '../../../testing/pictureFetch';

describe('Our Courses', () => {
  it('shows the banner and three cards, each with Learn More to its page', () => {
    renderWithProviders(<CoursesListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Learn More about / });
    expect(
      links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Learn More about Intro to Catholic Theology', '/courses/theology'],
      ['Learn More about History of the Early Church', '/courses/church-history'],
      ['Learn More about Faith & Community Service', '/courses/service'],
    ]);
  });

  it('fetches the first course’s picture first: the page opens on it', () => {
    renderWithProviders(<CoursesListPage />);
    expect(screen.getAllByRole('article').map(pictureFetch)).toEqual([
      'first',
      'when near',
      'when near',
    ]);
  });
});

describe('a course page', () => {
  it.each([
    ['/courses/theology', 'Intro to Catholic Theology', 'theology'],
    ['/courses/church-history', 'History of the Early Church', 'history'],
    ['/courses/service', 'Faith & Community Service', 'service'],
  ])('%s describes its course and links to its registration', (route, title, value) => {
    renderWithProviders(<CoursePage />, { route, path: '/courses/:course' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toMatch(new RegExp(`^${title} · `));
    expect(screen.getByRole('heading', { name: 'What we cover' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register for this course' })).toHaveAttribute(
      'href',
      `/application?course=${value}`,
    );
  });

  it('is not found for a course that does not exist', () => {
    renderWithProviders(<CoursePage />, { route: '/courses/astrology', path: '/courses/:course' });
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });
});

describe('Register for a Course', () => {
  function renderApplication(
    reply: MockReply = { status: 201, body: buildCourseRegistration({ first_name: 'Peter' }) },
    route = '/application',
  ) {
    const api = mockApi({ 'POST /api/course-registrations/': reply });
    renderWithProviders(<ApplicationPage />, { route, path: '/application' });
    return { api, user: userEvent.setup() };
  }

  it('offers theology, history and service', () => {
    renderApplication();
    const select = screen.getByLabelText(/^Course/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'theology', 'history', 'service']);
  });

  it('refuses each blank field at the field, sending nothing', async () => {
    const { api, user } = renderApplication();
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(screen.getByLabelText(/^First Name/)).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText(/^Last Name/)).toHaveAccessibleDescription(
      'Last name is required',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText(/^Course/)).toHaveAccessibleDescription('Please select a course.');
    expect(api.requests).toHaveLength(0);
  });

  it('registers, with the course a course page chose, and confirms', async () => {
    const { api, user } = renderApplication(undefined, '/application?course=history');
    expect(screen.getByLabelText(/^Course/)).toHaveValue('history');
    await user.type(screen.getByLabelText(/^First Name/), 'Peter');
    await user.type(screen.getByLabelText(/^Last Name/), 'Nguyen');
    await user.type(screen.getByLabelText(/^Email/), 'peter@example.org');
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(
      await screen.findByText(/You are registered for History of the Early Church/),
    ).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({
      first_name: 'Peter',
      last_name: 'Nguyen',
      email: 'peter@example.org',
      course: 'history',
    });
  });

  it('says what went wrong and keeps the form filled', async () => {
    const { user } = renderApplication('network-error', '/application?course=service');
    await user.type(screen.getByLabelText(/^First Name/), 'Peter');
    await user.type(screen.getByLabelText(/^Last Name/), 'Nguyen');
    await user.type(screen.getByLabelText(/^Email/), 'peter@example.org');
    await user.click(screen.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Peter');
  });
});
