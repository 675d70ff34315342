import { useEffect } from 'react';
import { SITE_NAME } from './site';

export interface PageMeta {
  /** The page's own name, e.g. 'About Us'; the site's name is added after it. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
}

/** `About Us · Holy Trinity …`, or the site's name alone for the home page. */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} · ${SITE_NAME}`;
}

function setHeadMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Gives the page its document title, description and link-preview tags.
 * Written in an effect, never while rendering, so a page renders the same on
 * a server.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const fullTitle = documentTitle(title);
    document.title = fullTitle;
    setHeadMeta('name', 'description', description);
    setHeadMeta('property', 'og:title', fullTitle);
    setHeadMeta('property', 'og:description', description);
    setHeadMeta('property', 'og:site_name', SITE_NAME);
  }, [title, description]);
}
