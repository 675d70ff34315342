import { createContext, use, useCallback, useContext, type ReactNode } from 'react';
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  keyedCatalog,
  markSettled,
  type Language,
  type PositionalCatalog,
} from '@parish/shared-types';

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
  /** The English catalog, for a feature's texts built on these (`featureTexts`). */
  source: Catalog;
  /** Each language's catalogs, the workspace's common ones first (`featureTexts`). */
  catalogs: Partial<Record<Language, readonly CatalogFile[]>>;
}

/** A catalog file, with the ids of the English catalog beside it, which give a built one its ids. */
interface CatalogFile {
  load: CatalogLoader;
  englishIds: readonly string[];
}

/**
 * Each catalog file, loading or loaded, by its loader: the same for every
 * visitor, so module scope holds it. A page's preload (`loadCatalogs`) and
 * the texts that read the catalog share it, so a catalog loaded ahead is
 * read at once, without the texts' module (and its English) loading twice.
 */
const catalogFiles = new WeakMap<CatalogLoader, Promise<Catalog | PositionalCatalog<string>>>();

/** The catalog `loader` gives, loaded once; one that fails is tried again next time, and shows in English meanwhile. */
function catalogFile(loader: CatalogLoader): Promise<Catalog | PositionalCatalog<string>> {
  let catalog = catalogFiles.get(loader);
  if (!catalog) {
    catalog = markSettled(
      loader().then(
        // Built, the catalog is positional (tooling's catalogLoader.mjs), whatever its JSON's type says.
        (module) => module.default as Catalog | PositionalCatalog<string>,
        () => {
          catalogFiles.delete(loader);
          return {};
        },
      ),
    );
    catalogFiles.set(loader, catalog);
  }
  return catalog;
}

/**
 * Loads the catalogs a page names in `language` (English needs none: it is
 * bundled with the code that uses it): what `lazyPage` loads beside the
 * page's code, so the page is taken over with nothing left to load.
 */
export async function loadCatalogs(loaders: CatalogLoaders, language: Language): Promise<void> {
  const loader = language === DEFAULT_LANGUAGE ? undefined : loaders[language];
  if (loader) await catalogFile(loader);
}

/** Catalog files already added to a page's translations. */
const added = new WeakMap<I18n, WeakSet<object>>();

function addOnce(
  translations: Translations,
  file: Catalog | PositionalCatalog<string>,
  englishIds: readonly string[],
) {
  let files = added.get(translations.i18n);
  if (!files) added.set(translations.i18n, (files = new WeakSet()));
  if (files.has(file)) return;
  files.add(file);
  addCatalog(translations, keyedCatalog(file, englishIds));
}

function textsOf<C extends Catalog>(
  source: C,
  catalogs: WorkspaceTexts<string>['catalogs'],
): WorkspaceTexts<keyof C & string> {
  const filesIn = (language: Language) =>
    language === DEFAULT_LANGUAGE ? [] : (catalogs[language] ?? []);

  function useT(): Translate<keyof C & string> {
    const translations = useContext(TranslationsContext);
    // All asked for at once; added the workspace's common catalog first, so a feature's own text wins.
    const loading = filesIn(translations.language).map((file) => ({
      file,
      catalog: catalogFile(file.load),
    }));
    for (const { file, catalog } of loading) addOnce(translations, use(catalog), file.englishIds);
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
      await Promise.all(filesIn(language).map((file) => catalogFile(file.load)));
    },
    source,
    catalogs,
  };
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
  const englishIds = Object.keys(source);
  const catalogs: WorkspaceTexts<string>['catalogs'] = {};
  for (const [language, load] of Object.entries(loaders) as [Language, CatalogLoader][]) {
    catalogs[language] = [{ load, englishIds }];
  }
  return textsOf(source, catalogs);
}

/**
 * A feature's texts on top of its workspace's common ones (`common`, the
 * workspace's `workspaceTexts`): its `useT` knows both, its English is
 * bundled with the feature's code only, and its `loadCatalog` loads both
 * catalogs in another language. The loaders live in the feature's
 * `lib/catalogs.ts`, which the remote's route table imports too, so a page
 * loads its feature's Spanish ahead without this module's English:
 * `featureTexts(common, english, aboutCatalogs)`.
 */
export function featureTexts<CommonId extends string, C extends Catalog>(
  common: WorkspaceTexts<CommonId>,
  english: C,
  loaders: CatalogLoaders,
): WorkspaceTexts<CommonId | (keyof C & string)> {
  const englishIds = Object.keys(english);
  const catalogs: WorkspaceTexts<string>['catalogs'] = { ...common.catalogs };
  for (const [language, load] of Object.entries(loaders) as [Language, CatalogLoader][]) {
    catalogs[language] = [...(common.catalogs[language] ?? []), { load, englishIds }];
  }
  const texts = textsOf({ ...common.source, ...english }, catalogs);
  return { ...texts, useT: texts.useT as () => Translate<CommonId | (keyof C & string)> };
}

/** How a remote built before `lazyPage` took catalogs reaches a feature's texts (shared-web 1.9). */
export type FeatureTexts = () => Promise<{ loadCatalog: (language: Language) => Promise<void> }>;

/**
 * Loads features' catalogs in `language` through their texts' modules.
 * @deprecated Kept for remotes built against shared-web 1.9, which the shell
 * still serves; a page names its catalogs to `lazyPage` (`loadCatalogs`).
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
