import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARISH_DETAILS_DEFAULTS, type ParishDetails } from '@parish/shared-types';
import { useParishDetails, useReadParishDetails } from '@parish/shared-web';
import { mockApi, renderWithProviders, translationsIn } from '@parish/shared-web/testing';

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => mock?.restore());

const DETAILS: ParishDetails = {
  ...PARISH_DETAILS_DEFAULTS,
  contact: { ...PARISH_DETAILS_DEFAULTS.contact, office_hours_es: 'De lunes a viernes' },
  statement: {
    mission: 'To pray and to serve.',
    vision: 'A home for all.',
    mission_es: 'Orar y servir.',
    vision_es: null,
  },
};

/** What a page and the chat show of the details. */
function Details() {
  const { contact, statement } = useParishDetails();
  const read = useReadParishDetails();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <p>{contact.office_hours}</p>
      <p>{statement.mission}</p>
      <p>{`Untranslated: ${statement.untranslated.join(', ')}`}</p>
      <button type="button" onClick={() => void read().then((d) => setAnswer(d.statement.mission))}>
        Ask
      </button>
      <p>{`Answer: ${answer}`}</p>
    </>
  );
}

describe('the parish details in the page’s language', () => {
  beforeEach(() => {
    mock = mockApi({ 'GET /api/parish/': { status: 200, body: DETAILS } });
  });

  it('are the office’s Spanish on a Spanish page, naming the texts left in English', async () => {
    renderWithProviders(<Details />, { translations: await translationsIn('es') });
    expect(await screen.findByText('De lunes a viernes')).toBeInTheDocument();
    expect(screen.getByText('Orar y servir.')).toBeInTheDocument();
    expect(screen.getByText('Untranslated: vision')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Answer: Orar y servir.')).toBeInTheDocument();
  });

  it('keep their English on an English page', async () => {
    renderWithProviders(<Details />);
    expect(await screen.findByText('To pray and to serve.')).toBeInTheDocument();
    expect(screen.getByText(PARISH_DETAILS_DEFAULTS.contact.office_hours)).toBeInTheDocument();
    expect(screen.getByText('Untranslated:')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Answer: To pray and to serve.')).toBeInTheDocument();
  });
});
