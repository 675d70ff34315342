import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { fetchParishDetails } from '@parish/shared-web';
import { mockApi } from '@parish/shared-web/testing';

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => mock?.restore());

const contact = {
  name: 'St Anne',
  address: '1 Main Street, Springfield',
  phone: '(555) 555-0199',
  email: 'office@stanne.example',
  office_hours: 'Weekdays, 9 to 5',
};

describe('fetchParishDetails (its check loaded with the read)', () => {
  it('keeps each part that passes its schema and the last good value of one that does not', async () => {
    mock = mockApi({
      'GET /api/parish/': {
        status: 200,
        body: { contact, statement: { mission: '', vision: 'Everyone welcome' }, history: 'bad' },
      },
    });
    const details = await fetchParishDetails();
    expect(details.contact).toEqual(contact);
    // An empty mission fails its schema: the whole part keeps its last good value.
    expect(details.statement).toEqual(PARISH_DETAILS_DEFAULTS.statement);
    expect(details.history).toEqual(PARISH_DETAILS_DEFAULTS.history);
  });

  it('keeps the office’s Spanish beside the English, and an answer without it reads as none', async () => {
    const spanish = { ...contact, office_hours_es: 'Entre semana, de 9 a 5' };
    const history = [
      { when: '1950', title: 'Our founding', text: 'Founded.', title_es: 'Fundación' },
    ];
    mock = mockApi({ 'GET /api/parish/': { status: 200, body: { contact: spanish, history } } });
    const details = await fetchParishDetails();
    expect(details.contact).toEqual(spanish);
    expect(details.history).toEqual(history);
  });

  it('keeps the last good part when its Spanish is longer than the English may be', async () => {
    const tooLong = { ...contact, office_hours_es: 'x'.repeat(201) };
    mock = mockApi({ 'GET /api/parish/': { status: 200, body: { contact: tooLong } } });
    expect((await fetchParishDetails()).contact).toEqual(PARISH_DETAILS_DEFAULTS.contact);
  });

  it('answers the last good details when the API cannot be read', async () => {
    mock = mockApi({ 'GET /api/parish/': 'network-error' });
    const lastGood = { ...PARISH_DETAILS_DEFAULTS, contact };
    expect((await fetchParishDetails(undefined, lastGood)).contact).toEqual(contact);
    expect((await fetchParishDetails()).contact).toEqual(PARISH_DETAILS_DEFAULTS.contact);
  });
});
