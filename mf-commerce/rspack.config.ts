import {
  createAppConfig,
  createServerConfig,
  SERVER_EXPOSES,
  withServerBuild,
} from '../rspack.base';

// Shop and giving pages (/shop, /giving, /success).
const exposes = { './routes': './src/app/routes.tsx' };
const options = { name: 'commerce', dirname: import.meta.dirname } as const;
export default withServerBuild(
  createAppConfig({ ...options, exposes }),
  createServerConfig({ ...options, exposes: { ...exposes, ...SERVER_EXPOSES } }),
);
