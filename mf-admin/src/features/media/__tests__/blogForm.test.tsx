import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBlogPost } from '@parish/shared-types/testing';
import { mockApi, type MockReply } from '@parish/shared-web/testing';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';
import { expectCurrentSection } from '../../../testing/dashboard';

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

function openBlogForm(reply: MockReply) {
  mock = mockApi({
    'POST /api/media/blogs/': reply,
    'GET /api/videos/': { status: 200, body: [] },
    'GET /api/media/photos/': { status: 200, body: [] },
    'GET /api/media/blogs/all/': { status: 200, body: [] },
  });
  renderAdmin('/admin/upload-blogs');
  return { user: userEvent.setup(), requests: mock.requests };
}

const title = () => screen.getByRole('textbox', { name: 'Title' });
const content = () => screen.getByRole('textbox', { name: 'Content' });

describe('the blog post form', () => {
  it("says 'Title and content are required' at both fields, and sends nothing", async () => {
    const { user, requests } = openBlogForm({ status: 201, body: buildBlogPost() });
    await user.click(await screen.findByRole('button', { name: 'Publish Post' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Title and content are required');
    expect(title()).toHaveAccessibleDescription('Title and content are required');
    expect(content()).toHaveAccessibleDescription('Title and content are required');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('publishes the post as typed, line breaks and markup alike, then returns to Media', async () => {
    const { user, requests } = openBlogForm({ status: 201, body: buildBlogPost() });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Roof <b>repaired</b>');
    await user.type(content(), 'Thank you all.{Enter}<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));

    expect(await screen.findByText('Success: the blog post was published.')).toBeInTheDocument();
    await expectCurrentSection('Media');
    // The API renders the Markdown and strips the script; the text is kept as written.
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Roof <b>repaired</b>',
      content: 'Thank you all.\n<script>alert(1)</script>',
      // Blank: the API makes the address from the title, and names the administrator.
      slug: null,
      status: 'published',
      author: null,
      // No Spanish written: none (the Spanish pages show the English).
      title_es: null,
      content_es: null,
    });
  });

  it('saves a draft at the address typed', async () => {
    const { user, requests } = openBlogForm({ status: 201, body: buildBlogPost() });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Lent plans');
    await user.type(content(), '## Soon');
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), 'lent-2027');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Status/ }), 'draft');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));

    expect(await screen.findByText('Success: the blog post was published.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      slug: 'lent-2027',
      status: 'draft',
    });
  });

  it('shows a taken or malformed address at its field', async () => {
    const taken = 'Another blog post already uses this address';
    const { user } = openBlogForm({
      status: 409,
      body: { message: taken, fields: { slug: taken } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Lent plans');
    await user.type(content(), 'Soon');
    const address = screen.getByRole('textbox', { name: /^Address/ });
    await user.type(address, 'Lent Plans!');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(address).toHaveAccessibleDescription(
      'Use lower-case letters, digits and single hyphens (e.g. advent-reflections)',
    );
    await user.clear(address);
    await user.type(address, 'lent-plans');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText(taken, { selector: 'p' })).toBeInTheDocument();
    expect(address).toHaveAccessibleDescription(taken);
  });

  it("keeps what was typed when publishing fails, with 'Failed to upload blog post'", async () => {
    const { user } = openBlogForm({ status: 500 });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Roof repaired');
    await user.type(content(), 'Thank you all.');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload blog post');
    expect(title()).toHaveValue('Roof repaired');
    expect(content()).toHaveValue('Thank you all.');
  });

  it('disables its fields and shows the busy label while publishing', async () => {
    const { user } = openBlogForm('never');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Roof repaired');
    await user.type(content(), 'Thank you all.');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));

    expect(screen.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
    expect(title()).toBeDisabled();
    expect(content()).toBeDisabled();
  });
});
