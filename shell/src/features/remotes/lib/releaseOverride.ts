import {
  apiPaths,
  isReleaseVersion,
  RELEASE_OVERRIDE_PARAM,
  REMOTE_NAMES,
  type ReleaseOverride,
  type RemoteName,
} from '@parish/shared-types';

/**
 * An administrator tries a release before deploying it, in their browser
 * only, in the spirit of import-map-overrides, but signed: opening any page
 * with `?release-override=booking@<version>` asks them to confirm
 * (ReleaseOverrideConfirm: a link alone, which anyone could send them,
 * never switches what their browser loads); once they do, the API signs
 * the override (administrators only), and from then on this browser's
 * pages load that release; `?release-override=off` (or the notice's
 * button) stops it. Only a version crosses, never a URL: the manifest's
 * address comes from the registry's own release location.
 *
 * Visitors pay nothing: the API is only asked when the administrator
 * confirms or this browser has been given an override before (a hint in
 * localStorage; the API's signed cookie has the final word).
 *
 * `resolveReleaseOverride` runs in the entry before any shared module is
 * loaded: plain fetch only.
 */
export { RELEASE_OVERRIDE_PARAM };
export const RELEASE_OVERRIDE_HINT_KEY = 'parish-release-override';
const OVERRIDE_TIMEOUT_MS = 5_000;

function overrideEndpoint(): string {
  return `${process.env.PUBLIC_API_BASE_URL ?? ''}${apiPaths.releaseOverride}`;
}

function callApi(method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<Response> {
  return fetch(overrideEndpoint(), {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(OVERRIDE_TIMEOUT_MS),
  });
}

function setHint(override: ReleaseOverride | null): void {
  try {
    if (override) localStorage.setItem(RELEASE_OVERRIDE_HINT_KEY, override.remote);
    else localStorage.removeItem(RELEASE_OVERRIDE_HINT_KEY);
  } catch {
    // Storage refused (private mode): the override lasts for this page only.
  }
}

function hasHint(): boolean {
  try {
    return localStorage.getItem(RELEASE_OVERRIDE_HINT_KEY) !== null;
  } catch {
    return false;
  }
}

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** `booking@1.0.0-…` → the remote and release, or null when it is not one. */
export function parseOverrideRequest(
  value: string,
): { remote: RemoteName; release: string } | null {
  const at = value.indexOf('@');
  const remote = value.slice(0, at);
  const release = value.slice(at + 1);
  return at > 0 && isRemoteName(remote) && isReleaseVersion(release) ? { remote, release } : null;
}

function isOverride(value: unknown): value is ReleaseOverride {
  const override = value as Partial<ReleaseOverride> | null;
  return (
    typeof override?.remote === 'string' &&
    isRemoteName(override.remote) &&
    isReleaseVersion(override.release) &&
    typeof override.expiresAt === 'string'
  );
}

/** Takes the parameter out of the address bar, so a reload or a shared link does not repeat it. */
function removeParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(RELEASE_OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/** Clears this browser's override (the notice's button and `?release-override=off`). */
export async function stopReleaseOverride(): Promise<void> {
  setHint(null);
  await callApi('DELETE').catch(() => {});
}

/** A release an address asks this browser to try. */
export type OverrideRequest = { remote: RemoteName; release: string };

/** The release the page's address asks this browser to try, if it asks a valid one. */
export function requestedOverride(): OverrideRequest | null {
  const requested = new URLSearchParams(window.location.search).get(RELEASE_OVERRIDE_PARAM);
  return requested === null ? null : parseOverrideRequest(requested);
}

/** Takes the request out of the address bar, once answered: a reload does not ask again. */
export function forgetRequestedOverride(): void {
  removeParam();
}

/**
 * The administrator confirmed: the API signs the override into this
 * browser's cookie. The status of a refusal (401: not logged in, 403: not
 * allowed) otherwise. The page must then be loaded again to apply it.
 */
export async function confirmReleaseOverride(
  request: OverrideRequest,
): Promise<{ ok: true; override: ReleaseOverride } | { ok: false; status: number }> {
  const response = await callApi('POST', request);
  const override: unknown = response.ok ? await response.json() : null;
  if (!isOverride(override)) return { ok: false, status: response.status };
  setHint(override);
  return { ok: true, override };
}

async function readOverride(): Promise<ReleaseOverride | null> {
  const response = await callApi('GET');
  if (!response.ok) return null;
  const body = (await response.json()) as { override?: unknown };
  return isOverride(body.override) ? body.override : null;
}

/**
 * The release override this page should apply, if any. Never fails: a
 * problem means the deployed releases, as for any visitor.
 */
export async function resolveReleaseOverride(): Promise<ReleaseOverride | null> {
  const requested = new URLSearchParams(window.location.search).get(RELEASE_OVERRIDE_PARAM);
  try {
    if (requested === 'off') {
      removeParam();
      await stopReleaseOverride();
      return null;
    }
    // A release asked for by the address waits for the administrator's confirmation.
    if (requested !== null && !parseOverrideRequest(requested)) {
      removeParam();
      console.warn(
        `[shell] ?${RELEASE_OVERRIDE_PARAM}= takes <remote>@<release>, not "${requested}"`,
      );
    }
    if (!hasHint()) return null;
    const override = await readOverride();
    setHint(override);
    return override;
  } catch (error) {
    console.warn('[shell] the release override could not be read', error);
    return null;
  }
}
