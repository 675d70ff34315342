import { createAppConfig } from '../rspack.base';

// The host: owns the layout, routing and the admin session, and loads the
// remotes listed in remotes.json at run time. It exposes nothing.
export default createAppConfig({ name: 'shell', dirname: import.meta.dirname });
