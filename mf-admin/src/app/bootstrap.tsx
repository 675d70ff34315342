import { renderStandalone } from '@parish/shared-web/standalone';
import AdminRoutes from './routes';

// Runs only when this remote is opened on its own (npm run dev -w mf-admin);
// in the composed site the shell mounts ./routes instead. The standalone
// frame provides /login, where the admin guard sends anyone not logged in.
renderStandalone({
  appName: 'mf-admin',
  Routes: AdminRoutes,
  links: [
    { to: '/admin', label: 'Dashboard' },
    { to: '/super-admin', label: 'Super admin' },
  ],
});
