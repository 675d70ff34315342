import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERMON_AUDIO_WRONG_TYPE_MESSAGE } from '@parish/shared-types';
import { buildSermon } from '@parish/shared-types/testing';
import { mockApi, type RecordedRequest } from '@parish/shared-web/testing';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';

const created = buildSermon({ id: 41, title: 'Loaves and Fishes', audio: null });
const recording = new File([new Uint8Array([0xff, 0xfb, 0x18, 0xc4])], 'homily.mp3', {
  type: 'audio/mpeg',
});

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

function openAddSermon() {
  mock = mockApi({
    'POST /api/media/sermons/': { status: 201, body: created },
    'POST /api/media/sermons/41/audio/': { status: 200, body: buildSermon({ id: 41 }) },
    // The Media tab the form returns to.
    'GET /api/media/sermons/': { status: 200, body: [created] },
    'GET /api/videos/': { status: 200, body: [] },
    'GET /api/media/photos/': { status: 200, body: [] },
    'GET /api/media/blogs/all/': { status: 200, body: [] },
  });
  renderAdmin('/admin/add-sermon');
  return { user: userEvent.setup({ applyAccept: false }), requests: mock.requests };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const writes = (requests: RecordedRequest[]) => requests.filter((r) => r.method !== 'GET');

async function fillSermon() {
  await screen.findByRole('heading', { level: 1, name: 'Add Sermon' });
  fireEvent.change(field(/^Title\W*$/), { target: { value: 'Loaves and Fishes' } });
  fireEvent.change(field(/^Preacher/), { target: { value: 'Fr. Michael Andrews' } });
  fireEvent.change(field(/^Date/), { target: { value: '2026-11-01' } });
  fireEvent.change(field(/^Scripture/), { target: { value: 'John 6:1–15' } });
}

describe('the sermon form', () => {
  it('adds the sermon, then uploads the recording chosen with it', async () => {
    const { user, requests } = openAddSermon();
    await fillSermon();
    await user.upload(field(/^Recording \(MP3 or M4A\)/), recording);
    await user.click(screen.getByRole('button', { name: 'Add Sermon' }));

    expect(await screen.findByText('Success: the sermon was added.')).toBeInTheDocument();
    const [create, upload] = writes(requests);
    expect(create?.url).toBe('/api/media/sermons/');
    expect(create?.body).toMatchObject({ title: 'Loaves and Fishes', scripture: 'John 6:1–15' });
    expect(create?.body).not.toHaveProperty('recording');
    expect(upload?.url).toBe('/api/media/sermons/41/audio/');
    expect((upload?.body as FormData).get('file')).toBe(recording);
  });

  it('refuses a file that is not MP3 or M4A at the field, and sends nothing', async () => {
    const { user, requests } = openAddSermon();
    await fillSermon();
    const picture = new File([new Uint8Array([0x89, 0x50])], 'homily.png', { type: 'image/png' });
    await user.upload(field(/^Recording \(MP3 or M4A\)/), picture);
    await user.click(screen.getByRole('button', { name: 'Add Sermon' }));

    expect(field(/^Recording \(MP3 or M4A\)/)).toHaveAccessibleDescription(
      SERMON_AUDIO_WRONG_TYPE_MESSAGE,
    );
    expect(writes(requests)).toEqual([]);
  });
});
