// The aliases rspack.single.ts resolves to each remote's exposed modules;
// singleBundleRemotes.ts states what each one is.
declare module 'parish-single/remote-unavailable' {
  import type { RemoteName } from '@parish/shared-types';

  export const REMOTE_LOAD_TIMEOUT_MS: number;
  export class RemoteUnavailableError extends Error {
    constructor(remote: RemoteName, reason: string, options?: ErrorOptions);
    readonly remote: RemoteName;
  }
}

declare module 'parish-single/*' {
  import type { ComponentType } from 'react';

  const component: ComponentType<never>;
  export default component;
}
