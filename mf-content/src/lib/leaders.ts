import { apiPaths, type Leader } from '@parish/shared-types';
import { pageQuery, useApiQuery } from '@parish/shared-web';
import { api } from './api';

/** Spec section 9: bios are cut to 120 characters plus an ellipsis (home and About). */
export const BIO_PREVIEW_LENGTH = 120;
/** Spec section 9: the home page previews the first 2 members. */
export const HOME_LEADERS_LIMIT = 2;

/** `GET /api/leadership/`: the parish's leadership team, in the order the office set. */
export function getLeaders(signal?: AbortSignal): Promise<Leader[]> {
  return api.leadership.list(signal);
}

export const leadersQuery = pageQuery(apiPaths.leadership, getLeaders);

export function useLeaders() {
  return useApiQuery(leadersQuery);
}

/** A bio as the cards show it: at most 120 characters, then '...' when it was longer. */
export function previewBio(bio: string, length = BIO_PREVIEW_LENGTH): string {
  return bio.length > length ? `${bio.slice(0, length).trimEnd()}...` : bio;
}

/**
 * The name a 'Contact {first name}' link uses: the first word that is not a
 * title, so 'Fr. Michael Andrews' is Michael and 'Rev. Deacon Maria Lopez' is Maria.
 */
export function firstName(name: string): string {
  const titles = new Set([
    'fr',
    'rev',
    'deacon',
    'dr',
    'mr',
    'mrs',
    'ms',
    'sr',
    'br',
    'msgr',
    'bishop',
    'father',
    'sister',
    'brother',
  ]);
  const words = name.split(/\s+/).filter(Boolean);
  return (
    words.find((word) => !titles.has(word.replace(/\.$/, '').toLowerCase())) ?? words[0] ?? name
  );
}
