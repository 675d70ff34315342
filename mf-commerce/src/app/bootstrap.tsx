import { renderStandalone } from '@parish/shared-web/standalone';
import CommerceRoutes from './routes';

// Runs only when this remote is opened on its own (npm run dev -w mf-commerce);
// in the composed site the shell mounts ./routes instead.
renderStandalone({
  appName: 'mf-commerce',
  Routes: CommerceRoutes,
  links: [
    { to: '/shop', label: 'Shop' },
    { to: '/giving', label: 'Giving' },
  ],
});
