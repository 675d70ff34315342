import { screen } from '@testing-library/react';
import { buildChurchHoursEntries, buildScheduleEntry } from '@parish/shared-types/testing';
import {
  AllMassTimesLink,
  loadChurchHoursCatalog,
  useChurchHours,
} from '@parish/shared-web/church-hours';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => mock?.restore());

/** The hours as a summary lists them, each line as a visitor reads it. */
function Hours() {
  const hours = useChurchHours();
  if (hours.status !== 'success') return <p>{hours.status}</p>;
  return (
    <>
      <ul>
        {hours.data.map((hour) => (
          <li key={hour.id} lang={hour.lang}>
            {hour.label}: {hour.time}
          </li>
        ))}
      </ul>
      <AllMassTimesLink />
    </>
  );
}

const listed = async () => (await screen.findAllByRole('listitem')).map((item) => item.textContent);

describe('the church hours', () => {
  it("list the featured services in the week's order, in the spec's words, with a link to every Mass time", async () => {
    mock = mockApi({
      'GET /api/schedule/entries/': { status: 200, body: buildChurchHoursEntries() },
    });
    renderWithProviders(<Hours />);

    expect(await listed()).toEqual([
      'Sunday School: 9:00 AM',
      'Sunday Worship: 10:00 AM',
      'Wednesday Bible Study: 7:00 PM',
    ]);
    expect(screen.getByRole('link', { name: 'All Mass times' })).toHaveAttribute(
      'href',
      '/mass-times',
    );
  });

  it('leave out the services the office did not feature', async () => {
    mock = mockApi({
      'GET /api/schedule/entries/': {
        status: 200,
        body: [
          buildScheduleEntry({ id: 1, title: 'Youth Mass', start_time: '17:00:00' }),
          buildScheduleEntry({ id: 2, title: 'Sunday Worship', featured: true }),
        ],
      },
    });
    renderWithProviders(<Hours />);

    expect(await listed()).toEqual(['Sunday Worship: 8:00 AM']);
    expect(screen.queryByText(/Youth Mass/)).not.toBeInTheDocument();
  });

  it("say a service's days where its name does not: a kind's name, or several days", async () => {
    mock = mockApi({
      'GET /api/schedule/entries/': {
        status: 200,
        body: [
          buildScheduleEntry({
            id: 1,
            kind: 'confession',
            weekdays: ['sat'],
            start_time: '15:30:00',
            featured: true,
          }),
          buildScheduleEntry({
            id: 2,
            title: 'Daily Mass',
            weekdays: ['mon', 'wed', 'fri'],
            featured: true,
          }),
        ],
      },
    });
    renderWithProviders(<Hours />);

    expect(await listed()).toEqual([
      'Daily Mass (Mon, Wed, Fri): 8:00 AM',
      'Confession (Sat): 3:30 PM',
    ]);
  });

  it("are said in Spanish: the office's Spanish titles, kinds' names, a.m./p.m., its English marked", async () => {
    mock = mockApi({
      'GET /api/schedule/entries/': {
        status: 200,
        body: [
          ...buildChurchHoursEntries(),
          buildScheduleEntry({
            id: 9,
            title: 'Youth Night',
            weekdays: ['fri'],
            start_time: '18:00:00',
            featured: true,
          }),
          buildScheduleEntry({
            id: 10,
            kind: 'vigil_mass',
            weekdays: ['sat'],
            start_time: '17:00:00',
            featured: true,
          }),
        ],
      },
    });
    renderWithProviders(<Hours />, {
      translations: await translationsIn('es', loadChurchHoursCatalog),
    });

    expect(await listed()).toEqual([
      'Catequesis dominical: 9:00 a.m.',
      'Misa dominical: 10:00 a.m.',
      'Estudio bíblico de los miércoles: 7:00 p.m.',
      'Youth Night: 6:00 p.m.',
      'Misa de vigilia (sáb): 5:00 p.m.',
    ]);
    expect(screen.getByText('Youth Night: 6:00 p.m.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Misa dominical: 10:00 a.m.')).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Todos los horarios' })).toBeInTheDocument();
  });
});
