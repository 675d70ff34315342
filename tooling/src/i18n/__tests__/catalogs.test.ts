import { findRepoRoot } from '../../release/repoRoot';
import { catalogProblems, placeholdersOf, readCatalogSets, type CatalogSet } from '../catalogs';

const set = (workspace: string, en: Record<string, string>, es?: Record<string, string>) =>
  ({
    workspace,
    catalogs: new Map(Object.entries(es ? { en, es } : { en })),
  }) satisfies CatalogSet;

describe('the message catalogs', () => {
  it('are whole: every message in every language, with the English placeholders', () => {
    const sets = readCatalogSets(findRepoRoot());
    expect(sets.map((catalogSet) => catalogSet.workspace)).toContain('shared-web');
    expect(catalogProblems(sets)).toEqual([]);
  });

  it('name a message missing, empty or left over in a translation', () => {
    expect(
      catalogProblems([
        set('shell', { 'shell.a': 'A', 'shell.b': 'B' }, { 'shell.a': ' ', 'shell.c': 'C' }),
      ]),
    ).toEqual([
      'shell es: "shell.a" has no text',
      'shell es: "shell.b" has no text',
      'shell es: "shell.c" is not in English',
    ]);
    expect(catalogProblems([set('shell', { 'shell.a': 'A' })])).toEqual(['shell: no es.json']);
  });

  it('name a translation that drops, renames or retypes a placeholder', () => {
    expect(
      catalogProblems([
        set(
          'content',
          {
            'content.hi': 'Hello, {name}',
            'content.seats': '{count, plural, one {# seat} other {# seats}} left',
          },
          { 'content.hi': 'Hola, {nombre}', 'content.seats': 'Quedan {count} lugares' },
        ),
      ]),
    ).toEqual([
      'content es: "content.hi" has {nombre} where English has {name}',
      'content es: "content.seats" has {count} where English has {count:plural}',
    ]);
  });

  it('keep ids in their workspace', () => {
    expect(
      catalogProblems([
        set('shell', { 'shell.a': 'A', 'web.b': 'B' }, { 'shell.a': 'A', 'web.b': 'B' }),
        set('web', { 'web.b': 'B' }, { 'web.b': 'B' }),
      ]),
    ).toEqual(['shell: "web.b" does not start with "shell."', 'web: "web.b" is also shell\'s']);
  });

  it('read placeholders inside plurals and selects', () => {
    expect(
      placeholdersOf('{count, plural, one {# ticket for {name}} other {# tickets for {name}}}'),
    ).toEqual(['count:plural', 'name']);
    expect(placeholdersOf("I'm New")).toEqual([]);
  });
});
