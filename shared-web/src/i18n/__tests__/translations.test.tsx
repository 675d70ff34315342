import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import {
  addCatalog,
  createTranslations,
  featureTexts,
  loadCatalogs,
  loadFeatureCatalogs,
  workspaceTexts,
  TranslationsProvider,
  useLanguage,
  type Catalog,
  type Translations,
} from '../translations';

const english = {
  'shared-web.test.greeting': 'Hello, {name}',
  'shared-web.test.seats': '{count, plural, one {# seat left} other {# seats left}}',
  'shared-web.test.untranslated': 'Only in English',
} as const;
const { useT } = workspaceTexts(english);

function Page() {
  const t = useT();
  return (
    <p lang={useLanguage()}>
      {t('shared-web.test.greeting', { name: 'Ana' })} · {t('shared-web.test.seats', { count: 1 })}{' '}
      · {t('shared-web.test.seats', { count: 3 })} · {t('shared-web.test.untranslated')}
    </p>
  );
}

function renderIn(translations?: Translations) {
  return render(
    translations ? (
      <TranslationsProvider translations={translations}>
        <Page />
      </TranslationsProvider>
    ) : (
      <Page />
    ),
  );
}

/** A page in Spanish; awaited, as a component that suspends resumes only in an awaited act(). */
async function renderInSpanish(page: ReactNode) {
  await act(async () => {
    render(
      <TranslationsProvider translations={createTranslations('es')}>
        <Suspense fallback={<p>Loading…</p>}>{page}</Suspense>
      </TranslationsProvider>,
    );
  });
}

describe('translations', () => {
  it('show the English source, placeholders and plurals filled, outside any provider', () => {
    renderIn();
    expect(screen.getByText(/^Hello, Ana/)).toHaveTextContent(
      'Hello, Ana · 1 seat left · 3 seats left · Only in English',
    );
    expect(screen.getByText(/^Hello/)).toHaveAttribute('lang', 'en');
  });

  it('show a language’s catalog, by its plural rules, and English where it has no text', () => {
    const spanish = createTranslations('es', [{ 'shared-web.test.greeting': 'Hola, {name}' }]);
    addCatalog(spanish, {
      'shared-web.test.seats': '{count, plural, one {Queda # lugar} other {Quedan # lugares}}',
    });
    renderIn(spanish);
    expect(screen.getByText(/^Hola/)).toHaveTextContent(
      'Hola, Ana · Queda 1 lugar · Quedan 3 lugares · Only in English',
    );
    expect(screen.getByText(/^Hola/)).toHaveAttribute('lang', 'es');
  });

  it('keep each page’s catalogs its own', () => {
    const first = createTranslations('es', [{ 'shared-web.test.greeting': 'Hola, {name}' }]);
    const second = createTranslations('es');
    expect(first.i18n._('shared-web.test.greeting', { name: 'Ana' })).toBe('Hola, Ana');
    expect(second.i18n.messages['shared-web.test.greeting']).toBeUndefined();
  });

  it('load a workspace’s catalog with its first page in the language, and draw it once in', async () => {
    let loads = 0;
    const texts = workspaceTexts(english, {
      es: async () => {
        loads += 1;
        return { default: { 'shared-web.test.greeting': 'Hola, {name}' } };
      },
    });
    function Greeting() {
      return <p>{texts.useT()('shared-web.test.greeting', { name: 'Ana' })}</p>;
    }
    await renderInSpanish(<Greeting />);
    expect(await screen.findByText('Hola, Ana')).toBeVisible();

    // Loaded before the next page: drawn at once, without loading it again.
    await texts.loadCatalog('es');
    await renderInSpanish(<Greeting />);
    expect(screen.getAllByText('Hola, Ana')).toHaveLength(2);
    expect(loads).toBe(1);
  });

  it('show English when a catalog cannot be loaded, and try it again on the next page', async () => {
    let loads = 0;
    const texts = workspaceTexts(english, {
      es: async () => {
        loads += 1;
        if (loads === 1) throw new Error('offline');
        return { default: { 'shared-web.test.greeting': 'Hola, {name}' } };
      },
    });
    await texts.loadCatalog('es');
    function Greeting() {
      return <p>{texts.useT()('shared-web.test.greeting', { name: 'Ana' })}</p>;
    }
    await renderInSpanish(<Greeting />);
    expect(await screen.findByText('Hola, Ana')).toBeVisible();
    expect(loads).toBe(2);
  });

  it('load nothing for English, the source', async () => {
    const texts = workspaceTexts(english, {
      es: () => Promise.reject(new Error('not for English')),
    });
    await texts.loadCatalog('en');
    render(
      <TranslationsProvider translations={createTranslations('en')}>
        <p>{'x'}</p>
      </TranslationsProvider>,
    );
    expect(screen.getByText('x')).toBeVisible();
  });
});

describe('the catalogs a page names', () => {
  it('are loaded in another language, once, and not at all for English', async () => {
    const asked: string[] = [];
    const spanish = async () => {
      asked.push('es');
      return { default: { 'shared-web.test.own': 'Eventos' } };
    };
    await loadCatalogs({ es: spanish }, 'en');
    expect(asked).toEqual([]);
    await loadCatalogs({ es: spanish }, 'es');
    await loadCatalogs({ es: spanish }, 'es');
    expect(asked).toEqual(['es']);
  });

  it('are read at once by the feature’s texts once loaded ahead, without suspending', async () => {
    const spanish = async () => ({ default: { 'shared-web.test.own': 'Eventos' } });
    const feature = featureTexts(
      workspaceTexts({}),
      { 'shared-web.test.own': 'Events' },
      { es: spanish },
    );
    await loadCatalogs({ es: spanish }, 'es');
    function Own() {
      const t = feature.useT();
      return <p>{t('shared-web.test.own')}</p>;
    }
    render(
      <TranslationsProvider translations={createTranslations('es')}>
        <Suspense fallback={<p>loading</p>}>
          <Own />
        </Suspense>
      </TranslationsProvider>,
    );
    expect(screen.getByText('Eventos')).toBeVisible();
  });
});

describe('a remote’s feature catalogs through their texts’ modules (remotes built against 1.9)', () => {
  it('are loaded in another language, and not at all for English', async () => {
    const asked: string[] = [];
    const feature = async () => ({
      loadCatalog: async (language: 'en' | 'es') => {
        asked.push(language);
      },
    });
    await loadFeatureCatalogs([feature, feature], 'en');
    expect(asked).toEqual([]);
    await loadFeatureCatalogs([feature, feature], 'es');
    expect(asked).toEqual(['es', 'es']);
  });
});

describe('a catalog as the build writes it', () => {
  it('is read by the English catalog’s ids, in their order', async () => {
    const texts = workspaceTexts(
      { 'shared-web.test.first': 'First', 'shared-web.test.second': 'Second' },
      // Built, another language's catalog carries its messages without their ids.
      { es: async () => ({ default: ['Primero', 'Segundo'] as unknown as Catalog }) },
    );
    await texts.loadCatalog('es');
    function Both() {
      const t = texts.useT();
      return <p>{`${t('shared-web.test.first')} · ${t('shared-web.test.second')}`}</p>;
    }
    render(
      <TranslationsProvider translations={createTranslations('es')}>
        <Both />
      </TranslationsProvider>,
    );
    expect(screen.getByText('Primero · Segundo')).toBeVisible();
  });
});

describe('a feature’s texts', () => {
  it('say its own and its workspace’s common texts, both loaded in Spanish', async () => {
    const common = workspaceTexts(
      { 'shared-web.test.common': 'Welcome' },
      { es: async () => ({ default: { 'shared-web.test.common': 'Bienvenidos' } }) },
    );
    const feature = featureTexts(
      common,
      { 'shared-web.test.own': 'Events' },
      { es: async () => ({ default: { 'shared-web.test.own': 'Eventos' } }) },
    );
    await feature.loadCatalog('es');
    function Both() {
      const t = feature.useT();
      return <p>{`${t('shared-web.test.common')} · ${t('shared-web.test.own')}`}</p>;
    }
    await renderInSpanish(<Both />);
    expect(screen.getByText('Bienvenidos · Eventos')).toBeVisible();
  });
});
