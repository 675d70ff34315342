import type { RemoteName } from '@parish/shared-types';

/** How long a remote may take to answer before its pages show the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 5_000;

/** A remote that could not be loaded (down, slow, broken entry): not a bug in a page. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(`The ${remote} remote could not be loaded: ${reason}`, options);
    this.name = 'RemoteUnavailableError';
  }
}
