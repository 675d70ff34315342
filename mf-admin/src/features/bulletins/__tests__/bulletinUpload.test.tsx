import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BULLETIN_SUNDAY_MESSAGE } from '@parish/shared-types/bulletins';
import { buildBulletin } from '@parish/shared-types/testing';
import { mockApi, type RecordedRequest } from '@parish/shared-web/testing';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';
import { expectCurrentSection } from '../../../testing/dashboard';

const pdf = new File([new TextEncoder().encode('%PDF-1.7\n')], 'advent-2.pdf', {
  type: 'application/pdf',
});

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST');

function openUpload() {
  mock = mockApi({
    'POST /api/bulletins/': { status: 201, body: buildBulletin() },
    'GET /api/bulletins/': {
      status: 200,
      body: [buildBulletin({ date: '2026-12-06', title: 'Second Sunday of Advent' })],
    },
  });
  renderAdmin('/admin/upload-bulletin');
  return { user: userEvent.setup(), requests: mock.requests };
}

describe('the bulletin upload form', () => {
  it('sends the Sunday, the title and the PDF as multipart, then lists the bulletin', async () => {
    const { user, requests } = openUpload();
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Bulletin' })).toBeVisible();
    await user.type(screen.getByLabelText(/^Sunday/), '2026-12-06');
    await user.type(
      screen.getByRole('textbox', { name: 'Title (optional)' }),
      'Second Sunday of Advent',
    );
    await user.upload(screen.getByLabelText(/^Bulletin \(PDF\)/), pdf);
    await user.click(screen.getByRole('button', { name: 'Upload Bulletin' }));

    expect(await screen.findByText('Success: the bulletin was published.')).toBeInTheDocument();
    await expectCurrentSection('Bulletins');
    const body = posts(requests)[0]?.body as FormData;
    expect(body.get('date')).toBe('2026-12-06');
    expect(body.get('title')).toBe('Second Sunday of Advent');
    expect(body.get('file')).toMatchObject({ name: 'advent-2.pdf', type: 'application/pdf' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Second Sunday of Advent')).toBeVisible();
    expect(within(table).getByRole('img', { name: 'Dec 6, 2026' })).toBeVisible();
  });

  it('asks for a Sunday when another day is chosen, and sends nothing', async () => {
    const { user, requests } = openUpload();
    await user.type(await screen.findByLabelText(/^Sunday/), '2026-12-07');
    await user.upload(screen.getByLabelText(/^Bulletin \(PDF\)/), pdf);
    await user.click(screen.getByRole('button', { name: 'Upload Bulletin' }));

    expect(screen.getByLabelText(/^Sunday/)).toHaveAccessibleDescription(BULLETIN_SUNDAY_MESSAGE);
    expect(posts(requests)).toEqual([]);
  });
});
