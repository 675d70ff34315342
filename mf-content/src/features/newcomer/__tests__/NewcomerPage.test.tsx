import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parish/shared-web/testing';
import NewcomerPage from '../components/NewcomerPage';

describe("the I'm New page", () => {
  it('answers three newcomer questions in an accordion', async () => {
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
    expect(screen.getByText(/Sunday Worship at 10:00 AM/)).toBeVisible();
  });
});
