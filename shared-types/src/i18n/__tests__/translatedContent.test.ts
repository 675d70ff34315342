import { fallbackLang, localize, translatedField } from '../translatedContent';

const post = {
  id: 1,
  title: 'Parish Supper',
  description: 'All welcome.',
  title_es: 'Cena parroquial',
  description_es: null,
};

describe('localize', () => {
  it('shows the office’s Spanish where it wrote one, and names what stays in English', () => {
    const shown = localize(post, ['title', 'description'], 'es');
    expect(shown).toMatchObject({ title: 'Cena parroquial', description: 'All welcome.' });
    expect(shown.untranslated).toEqual(['description']);
    expect(fallbackLang(shown, 'description')).toBe('en');
    expect(fallbackLang(shown, 'title')).toBeUndefined();
  });

  it('leaves an English page as it is, with nothing untranslated', () => {
    const shown = localize(post, ['title', 'description'], 'en');
    expect(shown).toMatchObject({ title: 'Parish Supper', untranslated: [] });
  });

  it('takes a blank translation as none, and an empty English as nothing to translate', () => {
    const shown = localize(
      { title: 'Sermon', title_es: '  ', description: '', description_es: null },
      ['title', 'description'],
      'es',
    );
    expect(shown).toMatchObject({ title: 'Sermon', untranslated: ['title'] });
  });
});

describe('translatedField', () => {
  it('reads a translation’s field and language from its name, and nothing else', () => {
    expect(translatedField('title_es')).toEqual({ field: 'title', language: 'es' });
    expect(translatedField('max_attendees')).toBeNull();
    expect(translatedField('title_fr')).toBeNull();
  });
});
