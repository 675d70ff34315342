import { createContext, use, useCallback, useContext, type ReactNode } from 'react';
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, markSettled, type Language } from '@parish/shared-types';

/*
 * The translation layer (docs/i18n.md): Lingui's core formats ICU messages;
 * each workspace keeps its texts in `src/locales/<language>.json`. The
 * English catalog is the source: it is bundled with the code that uses it,
 * as the texts written in the components were, and a message missing from
 * another language shows in English. Other languages' catalogs are loaded
 * for the pages that need them, into the page's one `Translations`.
 * Production builds compile the catalogs (tooling's catalog loader), so no
 * message parser reaches the browser.
 */

/** A catalog as a workspace's `locales/<language>.json` holds it: id → ICU message. */
export type Catalog = Readonly<Record<string, string>>;

/** Values a message's placeholders take: `{name}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** One page's language and the catalogs loaded for it. */
export interface Translations {
  language: Language;
  i18n: I18n;
}

/** The page's translations, for `language`, with what `catalogs` hold. */
export function createTranslations(
  language: Language,
  catalogs: readonly Catalog[] = [],
): Translations {
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
  for (const catalog of catalogs) addCatalog({ language, i18n }, catalog);
  return { language, i18n };
}

/** Adds a catalog (a remote's, once loaded) to the page's translations. */
export function addCatalog(translations: Translations, catalog: Catalog): void {
  // Compiled by the build: the JSON's strings are then Lingui's message arrays.
  translations.i18n.load(translations.language, catalog as unknown as Messages);
}

/** English and nothing loaded: what code outside any provider (a test, a tool) reads. */
const SOURCE_ONLY = createTranslations(DEFAULT_LANGUAGE);

const TranslationsContext = createContext<Translations>(SOURCE_ONLY);

export function TranslationsProvider({
  translations,
  children,
}: {
  translations: Translations;
  children: ReactNode;
}) {
  return <TranslationsContext value={translations}>{children}</TranslationsContext>;
}

/** The page's language. */
export function useLanguage(): Language {
  return useContext(TranslationsContext).language;
}

/** A workspace's texts in the page's language: `t(id, values)`. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/** How a workspace loads its catalog in each language but English, the source (a dynamic import). */
export type CatalogLoaders = Partial<Record<Language, CatalogLoader>>;

/** One language's catalog, as a dynamic import gives it. */
type CatalogLoader = () => Promise<{ default: Catalog }>;

/** A workspace's texts: the hook it translates with, and its catalogs' loader. */
export interface WorkspaceTexts<Id extends string> {
  /**
   * `t(id, values)` in the page's language. While the language's catalog is
   * still loading, the component suspends (React's `use`): the server waits
   * for it, and the browser keeps what the server drew meanwhile.
   */
  useT: () => Translate<Id>;
  /** Loads the catalog for `language` (English needs none): before a page is drawn or taken over. */
  loadCatalog: (language: Language) => Promise<void>;
  /** The English catalog and the other languages' loaders, for a feature's texts built on these (`featureTexts`). */
  source: Catalog;
  loaders: CatalogLoaders;
}

/** Catalogs already added to a page's translations. */
const added = new WeakMap<I18n, WeakSet<Catalog>>();

function addOnce(translations: Translations, catalog: Catalog) {
  let catalogs = added.get(translations.i18n);
  if (!catalogs) added.set(translations.i18n, (catalogs = new WeakSet()));
  if (catalogs.has(catalog)) return;
  catalogs.add(catalog);
  addCatalog(translations, catalog);
}

/**
 * A workspace's texts, bound to its English catalog, the source, so an id
 * that is not in it does not compile: in its `lib/i18n.ts`,
 * `export const { useT, loadCatalog } = workspaceTexts(english, { es: () => import('../locales/es.json') })`.
 * A catalog is loaded once per language (the same for every visitor); one
 * that fails to load is tried again next time, and its page shows in English meanwhile.
 */
export function workspaceTexts<C extends Catalog>(
  source: C,
  loaders: CatalogLoaders = {},
): WorkspaceTexts<keyof C & string> {
  const loading = new Map<Language, Promise<Catalog>>();

  function catalogIn(language: Language): Promise<Catalog> | null {
    const loader = language === DEFAULT_LANGUAGE ? undefined : loaders[language];
    if (!loader) return null;
    let catalog = loading.get(language);
    if (!catalog) {
      catalog = markSettled(
        loader().then(
          (module) => module.default,
          () => {
            loading.delete(language);
            return {};
          },
        ),
      );
      loading.set(language, catalog);
    }
    return catalog;
  }

  function useT(): Translate<keyof C & string> {
    const translations = useContext(TranslationsContext);
    const catalog = catalogIn(translations.language);
    if (catalog) addOnce(translations, use(catalog));
    const { i18n } = translations;
    return useCallback(
      (id: keyof C & string, values?: MessageValues) =>
        i18n._({ id, message: source[id], values } as MessageDescriptor),
      [i18n],
    );
  }

  return {
    useT,
    loadCatalog: async (language) => {
      await catalogIn(language);
    },
    source,
    loaders,
  };
}

/**
 * A feature's texts on top of its workspace's common ones (`common`, the
 * workspace's `workspaceTexts`): its `useT` knows both, its English is
 * bundled with the feature's code only, and its `loadCatalog` loads both
 * catalogs in another language. In a feature's `lib/i18n.ts`:
 * `featureTexts(common, english, { es: () => import('../locales/es.json') })`.
 */
export function featureTexts<CommonId extends string, C extends Catalog>(
  common: WorkspaceTexts<CommonId>,
  english: C,
  loaders: CatalogLoaders,
): WorkspaceTexts<CommonId | (keyof C & string)> {
  const merged: CatalogLoaders = {};
  for (const [language, load] of Object.entries(loaders) as [Language, CatalogLoader][]) {
    const loadCommon = common.loaders[language];
    merged[language] = async () => {
      const [shared, own] = await Promise.all([loadCommon?.(), load()]);
      return { default: { ...shared?.default, ...own.default } };
    };
  }
  const texts = workspaceTexts({ ...common.source, ...english }, merged);
  return {
    ...texts,
    useT: texts.useT as () => Translate<CommonId | (keyof C & string)>,
    loadCatalog: async (language) => {
      await Promise.all([texts.loadCatalog(language), common.loadCatalog(language)]);
    },
  };
}

/** How a remote reaches one feature's texts: a dynamic import of the feature's `lib/i18n`. */
export type FeatureTexts = () => Promise<{ loadCatalog: (language: Language) => Promise<void> }>;

/**
 * Loads every feature's catalog in `language` (English needs none: each
 * feature's English is in its own code), for a remote's `preload`, so a page
 * in another language is taken over with nothing left to load.
 */
export async function loadFeatureCatalogs(
  features: readonly FeatureTexts[],
  language: Language,
): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  await Promise.all(
    features.map((texts) => texts().then((module) => module.loadCatalog(language))),
  );
}
