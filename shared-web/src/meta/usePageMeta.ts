import { createContext, useContext, useEffect } from 'react';
import {
  documentTitle,
  pageMetaTags,
  SITE_NAME,
  type PageMeta as PageTitleAndDescription,
} from '@parish/shared-types';

export { documentTitle };
/** A page's title and description (shared-types: the server writes the same tags). */
export type PageMeta = PageTitleAndDescription;

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
 * Where a server render collects the page's title and description, to write
 * them into the HTML's head (issue 17). One per request.
 */
export class PageHead {
  meta: PageMeta | null = null;

  record(meta: PageMeta): void {
    this.meta = meta;
  }
}

const PageHeadContext = createContext<PageHead | null>(null);

/** Provided by the shell's server render only; in a browser the page's effect writes the head. */
export const PageHeadProvider = PageHeadContext;

/**
 * Gives the page its document title, description and link-preview tags. In
 * a browser they are written in an effect, never while rendering; a server
 * render records them for the HTML's head instead.
 */
export function usePageMeta({ title, description, article }: PageMeta): void {
  useContext(PageHeadContext)?.record(
    article ? { title, description, article } : { title, description },
  );
  const publishedTime = article?.publishedTime;
  const author = article?.author;
  useEffect(() => {
    const fullTitle = documentTitle(title);
    document.title = fullTitle;
    // The same tags the server writes (shared-types' pageMetaTags).
    const url = window.location.href;
    const articleTags =
      publishedTime !== undefined && author !== undefined ? { publishedTime, author } : undefined;
    const tags = pageMetaTags({
      title: fullTitle,
      description,
      siteName: SITE_NAME,
      url,
      article: articleTags,
    });
    for (const tag of tags) setHeadMeta(tag.attribute, tag.key, tag.content);
    // A page that is not an article leaves none of an article's tags behind.
    if (!articleTags) {
      for (const key of ['article:published_time', 'article:author']) {
        document.head.querySelector(`meta[property="${key}"]`)?.remove();
      }
    }
  }, [title, description, publishedTime, author]);
}
