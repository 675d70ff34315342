import {
  chosenLanguage,
  languageChosenByLink,
  pathInLanguage,
  splitLanguagePath,
  switchAddress,
} from '../i18n/languages';

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

describe("the switch's links", () => {
  it.each([
    ['/events?filter=past', 'es', '/es/events?filter=past&lang=es'],
    ['/', 'es', '/es?lang=es'],
    ['/about#staff', 'en', '/about?lang=en#staff'],
  ])('lead from %s to its %s address naming the language: %s', (path, language, expected) => {
    expect(switchAddress(path, language as 'en' | 'es')).toBe(expected);
  });

  it('are read back as the language chosen and the address without the parameter', () => {
    const read = (address: string) => languageChosenByLink(new URL(address, 'http://parish.test'));
    expect(read('/es/events?filter=past&lang=es')).toEqual({
      language: 'es',
      address: '/es/events?filter=past',
    });
    expect(read('/about?lang=en')).toEqual({ language: 'en', address: '/about' });
    // The parameter decides the address's language, whatever its prefix says.
    expect(read('/es/about?lang=en')).toEqual({ language: 'en', address: '/about' });
    // Never an address on another site.
    expect(read('/es//evil.example?lang=en')).toEqual({ language: 'en', address: '/evil.example' });
    expect(read('/es/\\evil.example?lang=en')).toEqual({
      language: 'en',
      address: '/evil.example',
    });
    expect(read('/about?lang=fr')).toBeNull();
    expect(read('/about')).toBeNull();
  });
});
