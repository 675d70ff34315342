/** The light or the dark version of a mail. */
export type ColourScheme = 'light' | 'dark';

/** A phone's width in CSS pixels (an iPhone's 390). */
export const PHONE_WIDTH = 390;

const DARK_QUERY = /prefers-color-scheme\s*:\s*dark/g;

/**
 * The preview's document in the scheme chosen. The mail's dark styles sit
 * in `@media (prefers-color-scheme: dark)`, which in a frame follows the
 * office's own browser; the query is made always true for the dark
 * version and never true for the light one, so each shows what a reader's
 * client in that mode shows.
 */
export function previewDocument(html: string, scheme: ColourScheme): string {
  return html.replace(DARK_QUERY, scheme === 'dark' ? 'min-width: 0px' : 'max-width: 0px');
}
