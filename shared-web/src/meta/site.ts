/**
 * The parish's name: the whole title of the home page, the end of every
 * other. No imports: the bundler config reads it for the page template.
 */
export const SITE_NAME = 'Holy Trinity Ecumenical Catholic Church';
