/**
 * The languages the site speaks (docs/i18n.md). English, the source of
 * every text, stays at the root of the address; the others will live under
 * their own prefix with the same paths (`/es/events`).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of every URL without a prefix, and of the texts written in code. */
export const DEFAULT_LANGUAGE: Language = 'en';
