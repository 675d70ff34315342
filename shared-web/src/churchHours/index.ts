/**
 * The church hours: the services of the liturgical schedule the office
 * marks to be shown in the short summaries (About, Contact, I'm New, the
 * chat assistant). A subpath of shared-web rather than its main entry: it
 * is bundled with the pages that show the hours, so its texts never load
 * on the others (the home page's weight budget).
 */
export {
  churchHoursQuery,
  useChurchHours,
  useReadChurchHours,
  type ChurchHour,
} from './churchHours';
export { AllMassTimesLink } from './AllMassTimesLink';
export { ChurchHoursList } from './ChurchHoursList';
export { churchHoursCatalogs } from './catalogs';
export { loadChurchHoursCatalog } from './i18n';
