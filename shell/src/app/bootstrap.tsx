import { runInSteps } from '../lib/bootSteps';

/*
 * Behind the entry's async boundary (index.ts): every module below comes in
 * this chunk group, downloaded at once as before, but is evaluated only when
 * its step asks for it (`webpackMode: "eager"`: no chunk of its own, no
 * request, evaluated at the import). Evaluating them in one go was one long
 * task on a phone (half a second at four times slower than this machine,
 * issue 28), which held every tap; in steps, one task each, the browser
 * answers between them: React's renderer; MUI, emotion and the site's
 * runtime; the theme (made on first use); then the shell, which hydrates.
 */
void runInSteps(
  [
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => import(/* webpackMode: "eager" */ '@parish/shared-web'),
    () =>
      import(/* webpackMode: "eager" */ '@parish/shared-web').then((sharedWeb) =>
        sharedWeb.parishTheme(),
      ),
  ],
  () => import(/* webpackMode: "eager" */ './start'),
);
