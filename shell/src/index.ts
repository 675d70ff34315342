import { startRemoteForPage } from './features/remotes/lib/prefetch';

// Start downloading the page's remote now, in parallel with the shell's own
// code. Only downloads: the remote runs once the shell has settled the
// shared modules. (This module imports no shared module itself.)
startRemoteForPage(window.location.pathname);

// The async boundary lets Module Federation negotiate shared modules (React,
// MUI, …) before any of them is evaluated.
void import('./app/bootstrap');
