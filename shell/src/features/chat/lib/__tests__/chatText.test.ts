import type { Translate } from '@parish/shared-web';
import type { ChatMessageId } from '../i18n';
import { chatSegments, chatText, listFormatFor, type ChatFormat } from '../chatText';

/** A `t` over a few messages, filling `{name}` placeholders as Lingui does. */
function formatOf(messages: Record<string, string>, language: 'en' | 'es' = 'en'): ChatFormat {
  const t = ((id, values = {}) =>
    (messages[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) =>
      String(values[name]),
    )) as Translate<ChatMessageId>;
  return { t, list: listFormatFor(language) };
}

const id = (value: string) => value as ChatMessageId;

describe('the assistant’s texts', () => {
  it('cut a message at its marked part, wherever the language puts it', () => {
    const english = formatOf({ page: "Our <link>I'm New</link> page explains what to expect." });
    const spanish = formatOf({
      page: 'Nuestra página <link>Soy nuevo</link> le explica qué esperar.',
    });
    const links = { link: '/about/new' };

    expect(chatSegments({ id: id('page') }, links, english)).toEqual([
      { text: 'Our ' },
      { text: "I'm New", link: '/about/new' },
      { text: ' page explains what to expect.' },
    ]);
    expect(chatSegments({ id: id('page') }, links, spanish)).toEqual([
      { text: 'Nuestra página ' },
      { text: 'Soy nuevo', link: '/about/new' },
      { text: ' le explica qué esperar.' },
    ]);
  });

  it('link each of several marks to its own page, and leave unknown marks as text', () => {
    const format = formatOf({ shop: 'En la <shop>tienda</shop> y la <media>página</media>, <b>' });
    expect(chatSegments({ id: id('shop') }, { shop: '/shop', media: '/media' }, format)).toEqual([
      { text: 'En la ' },
      { text: 'tienda', link: '/shop' },
      { text: ' y la ' },
      { text: 'página', link: '/media' },
      { text: ', <b>' },
    ]);
  });

  it('never read the data a message is filled with as a mark', () => {
    const format = formatOf({ at: 'Find us at {address}, see the <link>map</link>.' });
    const text = { id: id('at'), values: { address: '<link>1 Main St</link>' } };
    expect(chatSegments(text, { link: '/map' }, format)).toEqual([
      { text: 'Find us at <link>1 Main St</link>, see the ' },
      { text: 'map', link: '/map' },
      { text: '.' },
    ]);
  });

  it('list as each language does: “A, B and C”, “A, B y C”', () => {
    const messages = { times: 'Our services: {times}.', item: '{label} at {time}' };
    const list = {
      list: [
        { id: id('item'), values: { label: 'Mass', time: '9 AM' } },
        { id: id('item'), values: { label: 'Vespers', time: '5 PM' } },
        { id: id('item'), values: { label: 'Rosary', time: '6 PM' } },
      ],
    };
    expect(chatText({ id: id('times'), values: { times: list } }, formatOf(messages))).toBe(
      'Our services: Mass at 9 AM, Vespers at 5 PM and Rosary at 6 PM.',
    );
    expect(listFormatFor('es').format(['Misa', 'Vísperas', 'Rosario'])).toBe(
      'Misa, Vísperas y Rosario',
    );
    expect(listFormatFor('es').format(['Misa', 'Hora santa', 'Himnos'])).toBe(
      'Misa, Hora santa e Himnos',
    );
  });
});
