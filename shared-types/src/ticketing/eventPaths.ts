import { pathById } from '../paths';

/**
 * The events' paths on their own module: several remotes read the events
 * on one page (the Events page and mf-booking's widget beside it), and each
 * then bundles these alone rather than every path of `apiPaths`.
 */
export const EVENTS_PATH = '/api/events/';
export const EVENT_PATH = pathById('/api/events/:id/');
