import { createPublicRemoteConfig } from '../rspack.base';

// Shop and giving pages (/shop, /giving, /success).
const exposes = { './routes': './src/app/routes.tsx' };
const options = { name: 'commerce', dirname: import.meta.dirname } as const;
export default createPublicRemoteConfig({ ...options, exposes });
