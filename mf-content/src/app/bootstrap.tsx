import { renderStandalone } from '@parish/shared-web/standalone';
import ContentRoutes from './routes';

// Runs only when this remote is opened on its own (npm run dev -w mf-content);
// in the composed site the shell mounts ./routes instead.
renderStandalone({
  appName: 'mf-content',
  Routes: ContentRoutes,
  links: [
    { to: '/', label: 'Home' },
    { to: '/about', label: 'About' },
    { to: '/ministries', label: 'Ministries' },
    { to: '/events', label: 'Events' },
    { to: '/mass-times', label: 'Mass Times' },
    { to: '/media', label: 'Media' },
    { to: '/courses-list', label: 'Courses' },
  ],
});
