import { createAppConfig, createServerConfig, withServerBuild } from '../rspack.base';
import { EARLY_TAPS_BOOT_SCRIPT } from './src/lib/earlyTaps';

// The host: owns the layout, routing and the admin session, and loads the
// remotes listed in remotes.json at run time. It exposes nothing. Its server
// build renders the public pages (src/server.ts). Its page holds taps made
// before the scripts have taken a server-rendered page over.
const options = {
  name: 'shell',
  dirname: import.meta.dirname,
  headScripts: [EARLY_TAPS_BOOT_SCRIPT],
} as const;
export default withServerBuild(createAppConfig(options), createServerConfig(options));
