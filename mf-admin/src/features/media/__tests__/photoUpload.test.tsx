import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_REQUIRED_MESSAGE, PHOTO_WRONG_TYPE_MESSAGE } from '@parish/shared-types';
import { buildPhoto } from '@parish/shared-types/testing';
import { mockApi, type MockReply, type RecordedRequest } from '@parish/shared-web/testing';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';
import { expectCurrentSection } from '../../../testing/dashboard';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const picture = new File([PNG], 'easter-vigil.png', { type: 'image/png' });

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

function openUpload(reply: MockReply) {
  mock = mockApi({
    'POST /api/media/photos/': reply,
    // The Media tab the form returns to.
    'GET /api/videos/': { status: 200, body: [] },
    'GET /api/media/photos/': { status: 200, body: [buildPhoto({ filename: 'easter-vigil.png' })] },
    'GET /api/media/blogs/all/': { status: 200, body: [] },
  });
  renderAdmin('/admin/upload-photos');
  // Files the chooser's `accept` would hide are chosen anyway, as a drag and drop can.
  return { user: userEvent.setup({ applyAccept: false }), requests: mock.requests };
}

const chooser = () => screen.getByLabelText(/^Photo/);
const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST');

describe('the photo upload form', () => {
  it('offers image files only, previews the chosen picture and uploads it as the form field "file"', async () => {
    const { user, requests } = openUpload({ status: 201, body: buildPhoto() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Photo' })).toBeVisible();
    expect(chooser()).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');

    await user.upload(chooser(), picture);
    expect(await screen.findByRole('img', { name: 'Preview of easter-vigil.png' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));

    expect(await screen.findByText('Success: the photo was uploaded.')).toBeInTheDocument();
    await expectCurrentSection('Media');
    const body = posts(requests)[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBe(picture);
  });

  it('asks for a photo when none is chosen, and sends nothing', async () => {
    const { user, requests } = openUpload({ status: 201, body: buildPhoto() });
    await user.click(await screen.findByRole('button', { name: 'Upload Photo' }));

    expect(chooser()).toHaveAccessibleDescription(PHOTO_REQUIRED_MESSAGE);
    expect(posts(requests)).toEqual([]);
  });

  it('refuses a file that is not a picture at the field, and sends nothing', async () => {
    const { user, requests } = openUpload({ status: 201, body: buildPhoto() });
    const page = new File(['<script>alert(1)</script>'], 'vigil.html', { type: 'text/html' });
    await user.upload(await screen.findByLabelText(/^Photo/), page);
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));

    expect(chooser()).toHaveAttribute('aria-invalid', 'true');
    expect(chooser()).toHaveAccessibleDescription(PHOTO_WRONG_TYPE_MESSAGE);
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
    expect(posts(requests)).toEqual([]);
  });

  it("shows the server's refusal of a file too large at the field, with the picture still chosen", async () => {
    const tooLarge = 'The file is too large (at most 5 MB).';
    const { user } = openUpload({
      status: 413,
      body: { message: tooLarge, fields: { file: tooLarge } },
    });
    await user.upload(await screen.findByLabelText(/^Photo/), picture);
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(tooLarge);
    expect(chooser()).toHaveAccessibleDescription(tooLarge);
    expect(screen.getByText(/easter-vigil\.png/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Photo' })).toBeVisible();
  });

  it('says the upload failed in the spec’s words when the server gives no reason', async () => {
    const { user } = openUpload({ status: 500 });
    await user.upload(await screen.findByLabelText(/^Photo/), picture);
    await user.click(screen.getByRole('button', { name: 'Upload Photo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upload Failed: There was an error uploading the photo.',
    );
  });
});
