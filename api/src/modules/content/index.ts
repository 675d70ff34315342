/**
 * The content module's public face: what the office publishes on the site
 * (parish details, blog, sermons, videos, photos, the weekly bulletins, leadership, ministries,
 * the shop's items), visitors' interest in a ministry, the daily verse, and
 * the plain list resource's routes that modules above reuse. It sits above platform, messaging
 * and identity, and imports only their index files.
 */
export { blogRoutes } from './blogs/routes';
export { bulletinRoutes } from './bulletins/routes';
export { seedDemoBlogPosts } from './blogs/seed';
export { leadershipRoutes } from './leadership/routes';
export { ministryRoutes } from './ministries/routes';
export { ministryInterestRoutes } from './ministry-interests/routes';
export { countMinistryInterests } from './ministry-interests/service';
export { parishRoutes } from './parish/routes';
export { seedParishDetails } from './parish/seed';
export { getContact } from './parish/service';
export { photoRoutes } from './photos/routes';
/** The plain list resource's routes, for modules above that keep such lists (the schedule). */
export { createAndReplace, registerResourceRoutes } from './resources/routes';
export { sermonRoutes } from './sermons/routes';
export { seedDemoSermons, silentMp3 } from './sermons/seed';
export { shopRoutes } from './shop/routes';
export { findProduct, findProductByTitle } from './shop/repository';
export { verseRoutes } from './verse/routes';
export { videoRoutes } from './videos/routes';
export { contentTrashKinds } from './trash';
export { contentResponses } from './responses';
export { contentMails } from './mail-templates';
