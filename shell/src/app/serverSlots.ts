/**
 * The digest the shell's server gives a part of a page it could not render
 * (a remote down, slow or failing there): the browser renders that part
 * and expects React to say so, with this digest, while it hydrates.
 */
export const SLOT_LEFT_TO_BROWSER = 'parish:slot-left-to-browser';
