import { keyedCatalog } from '../keyedCatalog';

describe('a catalog in another language, as the build writes it or as it is written', () => {
  const englishIds = ['shell.nav.about', 'shell.nav.shop', 'shell.nav.give'];

  it('takes its ids from the English catalog, in its order, when built without them', () => {
    expect(keyedCatalog(['Quiénes somos', 'Tienda', 'Donar'], englishIds)).toEqual({
      'shell.nav.about': 'Quiénes somos',
      'shell.nav.shop': 'Tienda',
      'shell.nav.give': 'Donar',
    });
  });

  it('leaves out a message the language lacks, so it shows in English', () => {
    expect(keyedCatalog(['Quiénes somos', null], englishIds)).toEqual({
      'shell.nav.about': 'Quiénes somos',
    });
  });

  it('reads a catalog keyed by id as it is', () => {
    const written = { 'shell.nav.shop': 'Tienda' };
    expect(keyedCatalog(written, englishIds)).toBe(written);
  });
});
