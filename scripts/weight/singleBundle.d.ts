// The aliases rspack.single.ts resolves to each remote's exposed modules;
// singleBundleRemotes.ts states what each one is.
declare module 'parish-single/*' {
  import type { ComponentType } from 'react';

  const component: ComponentType<never>;
  export default component;
}
