import { createAppConfig, createServerConfig, withServerBuild } from '../rspack.base';

// The host: owns the layout, routing and the admin session, and loads the
// remotes listed in remotes.json at run time. It exposes nothing. Its server
// build renders the public pages (src/server.ts).
const options = { name: 'shell', dirname: import.meta.dirname } as const;
export default withServerBuild(createAppConfig(options), createServerConfig(options));
