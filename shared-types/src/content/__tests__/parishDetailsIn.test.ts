import { fallbackLang } from '../../i18n/translatedContent';
import { PARISH_DETAILS_DEFAULTS } from '../parish';
import type { ParishDetails } from '../parishDetails';
import { parishDetailsIn } from '../parishDetailsIn';

const details: ParishDetails = {
  ...PARISH_DETAILS_DEFAULTS,
  contact: { ...PARISH_DETAILS_DEFAULTS.contact, office_hours_es: 'De lunes a viernes' },
  statement: { mission: 'To pray.', vision: 'A home.', mission_es: 'Orar.', vision_es: null },
  history: [
    { when: '1950', title: 'Our founding', text: 'Founded.', title_es: 'Fundación' },
    { when: '1975', title: 'Our church', text: 'Built.', title_es: null, text_es: 'Construida.' },
  ],
  hero_slides: [
    { image: '/a.svg', caption: 'Choir', alt: 'The choir', caption_es: 'Coro', alt_es: '' },
  ],
  announcements: [
    {
      title: 'Picnic',
      text: 'Bring a dish.',
      title_es: 'Picnic parroquial',
      text_es: 'Traiga un platillo.',
      starts_on: '2026-06-01',
      ends_on: '2026-06-30',
    },
  ],
};

describe('parishDetailsIn', () => {
  it('shows the office’s Spanish on a Spanish page and names, record by record, what stays English', () => {
    const shown = parishDetailsIn(details, 'es');
    expect(shown.contact).toMatchObject({ office_hours: 'De lunes a viernes', untranslated: [] });
    expect(shown.contact.name).toBe(PARISH_DETAILS_DEFAULTS.contact.name);
    expect(shown.statement).toMatchObject({
      mission: 'Orar.',
      vision: 'A home.',
      untranslated: ['vision'],
    });
    expect(fallbackLang(shown.statement, 'vision')).toBe('en');
    expect(shown.history.map((entry) => [entry.title, entry.untranslated])).toEqual([
      ['Fundación', ['text']],
      ['Our church', ['title']],
    ]);
    // A blank text alternative falls back to the English, as the caption would.
    expect(shown.hero_slides[0]).toMatchObject({
      caption: 'Coro',
      alt: 'The choir',
      untranslated: ['alt'],
    });
    expect(shown.announcements[0]).toMatchObject({
      title: 'Picnic parroquial',
      text: 'Traiga un platillo.',
      untranslated: [],
    });
    expect(shown.social_links).toEqual(details.social_links);
  });

  it('leaves an English page’s details as they are, nothing untranslated', () => {
    const shown = parishDetailsIn(details, 'en');
    expect(shown.statement).toMatchObject({ mission: 'To pray.', untranslated: [] });
    expect(shown.history[0]).toMatchObject({ title: 'Our founding', untranslated: [] });
    expect(shown.announcements[0]?.title).toBe('Picnic');
  });
});
