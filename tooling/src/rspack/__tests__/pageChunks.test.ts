import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGES, PUBLIC_REMOTES } from '@parish/shared-types';
import { APPS } from '@parish/site-server/topology';
import { findRepoRoot } from '../../release/repoRoot';
import { pageImports } from '../pageChunks';

const ROOT = findRepoRoot();

describe("each remote's page list in its manifest", () => {
  it.each(PUBLIC_REMOTES)(
    "reads every page of %s's route table with the module it lazily imports",
    (remote) => {
      const source = readFileSync(path.join(ROOT, APPS[remote].dir, 'src/app/routes.tsx'), 'utf8');
      const imports = pageImports(source);
      // Every page of PUBLIC_PAGES, so each gets its own preloads; a table
      // written another way would leave pages out and fail here.
      expect(Object.keys(imports).sort()).toEqual(Object.keys(PUBLIC_PAGES[remote]).sort());
      for (const request of Object.values(imports)) expect(request).toMatch(/^\.\.?\//);
    },
  );

  it('reads a table however it is wrapped, a page with its catalogs too, and leaves out pages not imported lazily', () => {
    const source = `
      const HomePage = lazyPage(() => import('../features/home/HomePage'));
      const LongNamedPage = lazy(
        () => import('../features/a-rather-long-directory-name/components/LongNamedPage'),
      );
      const TextedPage = lazyPage(
        () => import('../features/texted/components/TextedPage'),
        textedCatalogs,
      );
      const OneLine = lazyPage(() => import('../features/one/OnePage'), oneCatalogs);
      const Paying = lazyPage(
        () => import('../features/paying/PayingPage'),
        [payingCatalogs, paymentCatalogs],
      );
      import { EagerPage } from '../features/eager/EagerPage';
      const PAGES = {
        '/': HomePage,
        '/long/:id':
          LongNamedPage,
        '/texted': TextedPage,
        '/one': OneLine,
        '/paying': Paying,
        '/eager': EagerPage };`;
    expect(pageImports(source)).toEqual({
      '/': '../features/home/HomePage',
      '/long/:id': '../features/a-rather-long-directory-name/components/LongNamedPage',
      '/texted': '../features/texted/components/TextedPage',
      '/one': '../features/one/OnePage',
      '/paying': '../features/paying/PayingPage',
    });
  });
});
