import type { PagePath, RemotePageDataModule } from '@parish/shared-types';
import { pageDataOf, type PageQueries } from '@parish/shared-web/server';
import { eventsQuery } from '../lib/events';
import { routes } from './routes';

/**
 * What each page reads from the API on its first render, which the shell's
 * server reads before rendering it (./page-data, server build only). A
 * booking is the visitor's own (/booking-success, /check): the browser
 * reads it.
 */
const PAGE_READS: Record<PagePath<'booking'>, PageQueries> = {
  '/event/tickets': [eventsQuery],
  '/calendar': [eventsQuery],
  '/booking-success': [],
  '/check': [],
  '/waitlist': [],
};

/** The booking pages' reads; exposed to the shell's server as `booking/page-data`. */
const pageData: RemotePageDataModule['default'] = pageDataOf(routes, PAGE_READS);
export default pageData;
