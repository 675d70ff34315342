import { startRemoteForPage } from './features/remotes/lib/prefetch';
import { firstPicturesShown } from './lib/firstPictures';

// Start downloading the page's remote now, in parallel with the shell's own
// code. Only downloads: the remote runs once the shell has settled the
// shared modules. (This module imports no shared module itself.)
startRemoteForPage(window.location.pathname);

// The async boundary lets Module Federation negotiate shared modules (React,
// MUI, …) before any of them is evaluated; app/bootstrap.tsx then evaluates
// them in steps. A page the server rendered shows its first pictures before
// the scripts start (a tap meanwhile is held by the page's boot script,
// lib/earlyTaps.ts).
void firstPicturesShown(document).then(() => import('./app/bootstrap'));
