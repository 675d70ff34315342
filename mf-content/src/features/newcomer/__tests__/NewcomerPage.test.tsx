import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildChurchHoursEntries } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import NewcomerPage from '../components/NewcomerPage';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

describe("the I'm New page", () => {
  it('answers three newcomer questions in an accordion, the church hours with every Mass time', async () => {
    api = mockApi({
      'GET /api/schedule/entries/': { status: 200, body: buildChurchHoursEntries() },
    });
    renderWithProviders(<NewcomerPage />);
    expect(screen.getByRole('heading', { level: 1, name: "I'm New" })).toBeInTheDocument();
    const questions = screen
      .getAllByRole('button', { expanded: true })
      .concat(screen.getAllByRole('button', { expanded: false }));
    expect(questions).toHaveLength(3);
    const closed = screen.getByRole('button', { name: 'When and where do you meet?' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(closed);
    expect(closed).toHaveAttribute('aria-expanded', 'true');
    const answer = await screen.findByText(
      /^Sunday School at 9:00 AM, Sunday Worship at 10:00 AM, Wednesday Bible Study at 7:00 PM \(/,
    );
    expect(answer).toBeVisible();
    expect(answer).not.toHaveTextContent('8:00 AM');
    expect(screen.getByRole('link', { name: 'All Mass times' })).toHaveAttribute(
      'href',
      '/mass-times',
    );
  });
});
