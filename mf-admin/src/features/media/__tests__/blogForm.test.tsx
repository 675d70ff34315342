import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBlogPost } from '@parish/shared-types/testing';
import { mockApi, type MockReply } from '@parish/shared-web/testing';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';

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
    'GET /api/media/blogs/': { status: 200, body: [] },
  });
  renderAdmin('/admin/upload-blogs');
  return { user: userEvent.setup(), requests: mock.requests };
}

const title = () => screen.getByRole('textbox', { name: /^Title/ });
const content = () => screen.getByRole('textbox', { name: /^Content/ });

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
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Roof <b>repaired</b>');
    await user.type(content(), 'Thank you all.{Enter}<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));

    expect(await screen.findByText('Success: the blog post was published.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Media' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Roof <b>repaired</b>',
      content: 'Thank you all.\n<script>alert(1)</script>',
    });
  });

  it("keeps what was typed when publishing fails, with 'Failed to upload blog post'", async () => {
    const { user } = openBlogForm({ status: 500 });
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Roof repaired');
    await user.type(content(), 'Thank you all.');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload blog post');
    expect(title()).toHaveValue('Roof repaired');
    expect(content()).toHaveValue('Thank you all.');
  });

  it('disables its fields and shows the busy label while publishing', async () => {
    const { user } = openBlogForm('never');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Roof repaired');
    await user.type(content(), 'Thank you all.');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));

    expect(screen.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
    expect(title()).toBeDisabled();
    expect(content()).toBeDisabled();
  });
});
