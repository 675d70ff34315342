import { chosenLanguage, pathInLanguage, splitLanguagePath } from '../i18n/languages';

describe('a page’s language in its address', () => {
  it.each([
    ['/', 'en', '/'],
    ['/events', 'en', '/events'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/events', 'es', '/events'],
    ['/es/admin/add-admin', 'es', '/admin/add-admin'],
    ['/espanol', 'en', '/espanol'],
    ['/fr/events', 'en', '/fr/events'],
    ['/events/es', 'en', '/events/es'],
  ])('reads %s as %s %s', (pathname, language, path) => {
    expect(splitLanguagePath(pathname)).toEqual({ language, path });
  });

  it.each([
    ['/', 'es', '/es'],
    ['/?tab=2', 'es', '/es?tab=2'],
    ['/events?filter=past', 'es', '/es/events?filter=past'],
    ['/events', 'en', '/events'],
  ])('puts %s in %s as %s', (path, language, expected) => {
    expect(pathInLanguage(path, language as 'en' | 'es')).toBe(expected);
  });

  it('gives back the path it split, in either language', () => {
    for (const pathname of ['/', '/events', '/es', '/es/giving']) {
      const { language, path } = splitLanguagePath(pathname);
      expect(pathInLanguage(path, language)).toBe(pathname);
    }
  });
});

describe('the language a visitor chose', () => {
  it('is read from the cookies, and is none when absent or not a language of the site', () => {
    expect(chosenLanguage('theme=dark; parish-language=es')).toBe('es');
    expect(chosenLanguage('parish-language=fr')).toBeNull();
    expect(chosenLanguage(undefined)).toBeNull();
  });
});
