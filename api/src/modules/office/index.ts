/**
 * The office module's public face: the dashboard's Today. It is the top
 * module: it reads counts through every other module's index file, and
 * nothing uses it.
 */
export { overviewRoutes } from './overview/routes';
export { officeResponses } from './responses';
