import { createAppConfig } from '../rspack.base';

// Shop and giving pages (/shop, /giving, /success).
export default createAppConfig({
  name: 'commerce',
  dirname: import.meta.dirname,
  exposes: { './routes': './src/app/routes.tsx' },
});
