import { renderStandalone } from '@parish/shared-web/standalone';
import BookingRoutes from './routes';

// Runs only when this remote is opened on its own (npm run dev -w mf-booking);
// in the composed site the shell mounts ./routes instead.
renderStandalone({
  appName: 'mf-booking',
  Routes: BookingRoutes,
  links: [
    { to: '/event/tickets', label: 'Book Event Tickets' },
    { to: '/check', label: 'Check Your Booking' },
    { to: '/calendar', label: 'Calendar' },
  ],
});
