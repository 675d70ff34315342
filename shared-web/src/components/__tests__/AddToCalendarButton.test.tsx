import { screen } from '@testing-library/react';
import { AddToCalendarButton } from '@parish/shared-web';
import { renderWithProviders } from '@parish/shared-web/testing';

describe('Add to calendar', () => {
  it("links to the event's .ics file on the API, to download, named after the event", () => {
    renderWithProviders(<AddToCalendarButton eventId={7} eventTitle="Advent Carols" />);
    const link = screen.getByRole('link', { name: 'Add to calendar: Advent Carols' });
    expect(link).toHaveTextContent('Add to calendar');
    expect(link).toHaveAttribute('href', '/api/events/7/calendar.ics');
    expect(link).toHaveAttribute('download', 'event-7.ics');
  });

  it('points at the API the site calls when the build names another origin', () => {
    const sameOrigin = process.env.PUBLIC_API_BASE_URL;
    process.env.PUBLIC_API_BASE_URL = 'https://api.parish.example';
    try {
      renderWithProviders(<AddToCalendarButton eventId={12} eventTitle="Soup Kitchen" />);
      expect(screen.getByRole('link', { name: 'Add to calendar: Soup Kitchen' })).toHaveAttribute(
        'href',
        'https://api.parish.example/api/events/12/calendar.ics',
      );
    } finally {
      if (sameOrigin === undefined) delete process.env.PUBLIC_API_BASE_URL;
      else process.env.PUBLIC_API_BASE_URL = sameOrigin;
    }
  });
});
