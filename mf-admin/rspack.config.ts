import { createAppConfig } from '../rspack.base';

// The administrators' back-office (/admin, /super-admin and the admin forms).
export default createAppConfig({
  name: 'admin',
  dirname: import.meta.dirname,
  exposes: { './routes': './src/app/routes.tsx' },
});
