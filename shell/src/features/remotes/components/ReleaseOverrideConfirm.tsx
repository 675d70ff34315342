import { lazy, Suspense } from 'react';
import { useHydrating } from '@parish/shared-web';
import { requestedOverride } from '../lib/releaseOverride';

/** The dialog and its texts load only when a link asks for a release: no visitor's page carries them. */
const ReleaseOverrideDialog = lazy(() => import('./ReleaseOverrideDialog'));

/**
 * Asks an administrator before their browser loads a release other than the
 * deployed one: the page's address asked for it (`?release-override=…`),
 * and anyone can send a link. Shows nothing on the server or without such
 * an address.
 */
export function ReleaseOverrideConfirm() {
  // The address is the browser's: read once the page is the browser's (a
  // page asking for an override is never rendered on the server).
  const hydrating = useHydrating();
  const requested = hydrating ? null : requestedOverride();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ReleaseOverrideDialog requested={requested} />
    </Suspense>
  );
}
