import { blogPostIn, ministriesIn, productsIn, sermonIn } from '../contentTranslations';
import { blogInputSchema, ministryInputSchema } from '../content';
import { productInputSchema } from '../products';
import { sermonInputSchema } from '../sermons';
import { buildBlogPost, buildMinistry, buildProduct, buildSermon } from '../../testing/builders';

describe('ministriesIn', () => {
  it('shows the office’s Spanish title, description and schedule, and names what stays English', () => {
    const [translated, untranslated] = ministriesIn(
      [
        buildMinistry({
          title: 'Food Pantry',
          title_es: 'Despensa de alimentos',
          description_es: 'Víveres para los vecinos necesitados.',
          schedule_es: 'Sábados, 9:00 a.m.',
        }),
        buildMinistry({ title: 'Choir', schedule: null }),
      ],
      'es',
    );
    expect(translated).toMatchObject({
      title: 'Despensa de alimentos',
      description: 'Víveres para los vecinos necesitados.',
      schedule: 'Sábados, 9:00 a.m.',
      untranslated: [],
    });
    // No schedule at all is nothing left in English.
    expect(untranslated).toMatchObject({ title: 'Choir', untranslated: ['title', 'description'] });
  });

  it('leaves an English page as it is', () => {
    const [shown] = ministriesIn([buildMinistry({ title: 'Choir', title_es: 'Coro' })], 'en');
    expect(shown).toMatchObject({ title: 'Choir', untranslated: [] });
  });
});

describe('blogPostIn', () => {
  it('shows the Spanish text with its HTML and excerpt, the English ones where none is written', () => {
    const post = buildBlogPost({
      title_es: 'Noticias',
      content_es: '¡Hola!',
      html_es: '<p>¡Hola!</p>',
      excerpt_es: '¡Hola!',
    });
    expect(blogPostIn(post, 'es')).toMatchObject({
      title: 'Noticias',
      content: '¡Hola!',
      html: '<p>¡Hola!</p>',
      excerpt: '¡Hola!',
      untranslated: [],
    });
    const english = buildBlogPost({ title_es: 'Noticias' });
    expect(blogPostIn(english, 'es')).toMatchObject({
      title: 'Noticias',
      html: english.html,
      untranslated: ['content', 'html', 'excerpt'],
    });
  });
});

describe('sermonIn', () => {
  it('keeps a sermon without a description from being marked for it', () => {
    const shown = sermonIn(buildSermon({ title_es: 'El Buen Pastor', description: null }), 'es');
    expect(shown).toMatchObject({ title: 'El Buen Pastor', untranslated: [] });
  });
});

describe('productsIn', () => {
  it('shows the Spanish title and description, and names the English left of another item', () => {
    const [rosary, mug] = productsIn(
      [
        buildProduct({
          title: 'Rosary',
          title_es: 'Rosario',
          description: 'Olive wood beads.',
          description_es: 'Cuentas de madera de olivo.',
        }),
        buildProduct({ title: 'Mug', description: 'A mug.', description_es: ' ' }),
      ],
      'es',
    );
    expect(rosary).toMatchObject({
      title: 'Rosario',
      description: 'Cuentas de madera de olivo.',
      untranslated: [],
    });
    expect(mug).toMatchObject({ title: 'Mug', untranslated: ['title', 'description'] });
  });
});

describe('the Spanish fields of the input schemas', () => {
  it('take a blank translation as none, and leave a missing one out', () => {
    const ministry = ministryInputSchema.parse({
      title: 'Choir',
      description: 'We sing.',
      image: 'https://example.org/choir.png',
      leader: 'Ana',
      schedule: 'Thursdays',
      location: 'Loft',
      title_es: '  Coro ',
      description_es: ' ',
    });
    expect(ministry).toMatchObject({ title_es: 'Coro', description_es: null });
    expect(ministry.schedule_es).toBeUndefined();
    expect(
      blogInputSchema.safeParse({ title: 'News', content: 'Text', content_es: 'a'.repeat(50_001) })
        .error?.issues[0],
    ).toMatchObject({ path: ['content_es'], message: 'Must be at most 50000 characters' });
    expect(
      sermonInputSchema.safeParse({
        title: 'Homily',
        preacher: 'Fr. Michael',
        date: '2026-04-26',
        scripture: 'John 10',
        title_es: 'x'.repeat(201),
      }).error?.issues[0],
    ).toMatchObject({ path: ['title_es'], message: 'Must be at most 200 characters' });
    const item = { title: 'Mug', description: 'A mug.', price: 14, image: '/mug.svg' };
    expect(productInputSchema.parse({ ...item, title_es: ' Taza ' })).toMatchObject({
      title_es: 'Taza',
    });
    expect(
      productInputSchema.safeParse({ ...item, description_es: 'a'.repeat(2001) }).error?.issues[0],
    ).toMatchObject({ path: ['description_es'], message: 'Must be at most 2000 characters' });
  });
});
