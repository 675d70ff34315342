import { render, screen } from '@testing-library/react';
import {
  addCatalog,
  createTranslations,
  translator,
  TranslationsProvider,
  useLanguage,
  type Translations,
} from '../translations';

const english = {
  'shared-web.test.greeting': 'Hello, {name}',
  'shared-web.test.seats': '{count, plural, one {# seat left} other {# seats left}}',
  'shared-web.test.untranslated': 'Only in English',
} as const;
const useT = translator(english);

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
});
