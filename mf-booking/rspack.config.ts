import { createAppConfig } from '../rspack.base';

// Event booking pages (/event/tickets, /booking-success, /check, /calendar).
export default createAppConfig({
  name: 'booking',
  dirname: import.meta.dirname,
  exposes: { './routes': './src/app/routes.tsx' },
});
