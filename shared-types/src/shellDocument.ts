/**
 * The contract between the shell and its server about the page's document:
 * where the server writes the registry, and the head tags a page's title
 * and description become, whether the server writes them into the HTML or
 * the browser sets them after a navigation (`usePageMeta`).
 */
import { jsonDataBlock } from './html';
import type { RemotesRegistry } from './remotes';

/**
 * The id of the JSON data block in which the shell's server writes the
 * registry into the page, so the page does not fetch `/remotes.json`
 * before it can start the current route's remote.
 */
export const REGISTRY_ELEMENT_ID = 'parish-remotes';

/** The registry as the page's data block. */
export function registryElement(registry: RemotesRegistry): string {
  return jsonDataBlock(REGISTRY_ELEMENT_ID, registry);
}

/** One `<meta>` of the page's head: `<meta name|property="key" content="…">`. */
export interface HeadMetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface PageHeadInput {
  /** The whole document title (`About Us · Holy Trinity …`). */
  title: string;
  description: string;
  siteName: string;
  /** The page's absolute URL. */
  url: string;
}

/** The description and link-preview tags of a page, in the order they are written. */
export function pageMetaTags({ title, description, siteName, url }: PageHeadInput): HeadMetaTag[] {
  return [
    { attribute: 'name', key: 'description', content: description },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: description },
    { attribute: 'property', key: 'og:site_name', content: siteName },
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:url', content: url },
  ];
}
