import { isValidElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { DEFAULT_LANGUAGE, type Language } from '@parish/shared-types';
import { loadCatalogs, type CatalogLoaders } from '../i18n/translations';

type PageModule<P> = { default: ComponentType<P> };

/** A page component loaded on demand (like React.lazy) that can also be loaded ahead. */
export type LazyPage<P = object> = ComponentType<P> & {
  /**
   * Loads the page's code, and its feature's texts in `language`; once they
   * are in, the page renders without suspending.
   */
  preload: (language?: Language) => Promise<void>;
};

/**
 * A page loaded on first use, as with `React.lazy`, that can be loaded
 * before it renders: a page the server rendered is hydrated only once its
 * code is in, because a part that suspends while the page hydrates is
 * thrown away and drawn again (a flash) when anything above it changes.
 * Once loaded, the page renders at once: its loader answers synchronously.
 * `texts` are the page's feature's catalogs (its `lib/catalogs.ts`), and
 * any other its page draws (the payment step's): in another language than
 * English they load with the page, and no other page's.
 */
export function lazyPage<P extends object>(
  load: () => Promise<PageModule<P>>,
  texts?: CatalogLoaders | readonly CatalogLoaders[],
): LazyPage<P> {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download may be tried again (the next render, or Retry).
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy<ComponentType<P>>(() => {
    if (!loaded) return fetchPage();
    // Already here: a thenable that answers at once, so React does not suspend.
    const module = loaded;
    const answerNow = {
      then(onLoaded: (page: PageModule<P>) => unknown) {
        onLoaded(module);
      },
    };
    return answerNow as unknown as Promise<PageModule<P>>;
  });
  const preload = async (language: Language = DEFAULT_LANGUAGE) => {
    await Promise.all([
      fetchPage(),
      ...[texts ?? []].flat().map((catalogs) => loadCatalogs(catalogs, language)),
    ]);
  };
  return Object.assign(Page, { preload });
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof (type as Partial<LazyPage> | null)?.preload === 'function';
}

/**
 * Loads ahead the page a route table shows at `pathname`, when it is a
 * `lazyPage`, with its texts in `language`: what a remote's `./routes`
 * module exports as `preload`.
 */
export async function preloadRoute(
  routes: RouteObject[],
  pathname: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (isValidElement(element) && isLazyPage(element.type)) await element.type.preload(language);
}
