/**
 * Said of an unknown Mass intention, by its own schemas and by the payments'
 * (an offering's `intention_id`): a leaf, so the payments, which every page
 * loads, do not bring the intentions' schemas with them.
 */
export const INTENTION_NOT_FOUND_MESSAGE = 'Intention not found';
