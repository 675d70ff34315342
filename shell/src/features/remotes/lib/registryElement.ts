/**
 * The id of the JSON data block in which the shell's server writes the
 * registry into the page (scripts/lib/pageHints.ts), so the page does not
 * fetch `/remotes.json` before it can start the current route's remote.
 */
export const REGISTRY_ELEMENT_ID = 'parish-remotes';
