import type { RemoteName } from './remotes';

/**
 * Every page of the public remotes, by the path its route matches. It is
 * the one list of them: each remote's `./routes` maps exactly these paths
 * to its page components (the compiler holds it to that), and the shell's
 * server lists the public ones in `/sitemap.xml`. mf-admin has none: its
 * pages are never listed and `robots.txt` disallows them.
 */
export interface PageListing {
  /**
   * Whether search engines are told of it (`/sitemap.xml`): not a page only
   * reached in the middle of a payment, nor a pattern with parameters.
   */
  inSitemap: boolean;
}

export const PUBLIC_REMOTES = [
  'content',
  'commerce',
  'booking',
] as const satisfies readonly RemoteName[];
export type PublicRemote = (typeof PUBLIC_REMOTES)[number];

const listed: PageListing = { inSitemap: true };
const unlisted: PageListing = { inSitemap: false };

export const PUBLIC_PAGES = {
  content: {
    '/': listed,
    '/about': listed,
    '/about/new': listed,
    '/about/contact': listed,
    '/about/staff-directory': listed,
    '/ministries': listed,
    '/events': listed,
    // This week's Masses, Confession and prayer (issue 38).
    '/mass-times': listed,
    // The streamed Mass, or the next one with a countdown (issue 38).
    '/live': listed,
    // A Mass offered for an intention, its offering paid (docs/mass-intentions.md).
    '/mass-intentions': listed,
    // The sacraments a family asks the parish for, each linking to its form (docs/sacraments.md).
    '/sacraments': listed,
    // Each sacrament's form, linked from /sacraments.
    '/sacraments/:kind': unlisted,
    // The weekly bulletins, newest first; each one's page by its Sunday (docs/bulletins.md).
    '/bulletins': listed,
    // Each bulletin: the sitemap lists them by address (the shell's server asks the API).
    '/bulletins/:date': unlisted,
    '/media': listed,
    '/media/videos': listed,
    // Each sermon is linked from the Sermons tab of /media and from /podcast.xml.
    '/media/sermons/:id': unlisted,
    // Each published post: the sitemap lists them by address (the shell's server asks the API).
    '/media/blog/:slug': unlisted,
    '/courses-list': listed,
    '/courses': listed,
    // Each course is linked from /courses, which the sitemap lists.
    '/courses/:course': unlisted,
    '/application': listed,
    '/privacy': listed,
    '/terms': listed,
    '/catholic-quiz': listed,
    // The newsletter mails' links: each works only with its token.
    '/newsletter/confirm': unlisted,
    '/newsletter/unsubscribe': unlisted,
    // Subscribing with a choice of topics (the footer's box links to it).
    '/newsletter': listed,
    '/newsletter/preferences': unlisted,
  },
  commerce: {
    '/shop': listed,
    '/giving': listed,
    // The receipt after a payment.
    '/success': unlisted,
    // A donor's own gifts, after signing in by a mailed link.
    '/my-giving': unlisted,
  },
  booking: {
    '/event/tickets': listed,
    '/check': listed,
    '/calendar': listed,
    // The confirmation after a booking.
    '/booking-success': unlisted,
    // The waitlist mails' link: works only with its token.
    '/waitlist': unlisted,
  },
} as const satisfies Record<PublicRemote, Record<string, PageListing>>;

/** The route paths of one public remote's pages: `PagePath<'commerce'>` is `'/shop' | …`. */
export type PagePath<R extends PublicRemote> = keyof (typeof PUBLIC_PAGES)[R] & string;

/** The paths `/sitemap.xml` lists, in the order above. */
export function sitemapPaths(): string[] {
  return PUBLIC_REMOTES.flatMap((remote) =>
    Object.entries(PUBLIC_PAGES[remote] as Record<string, PageListing>)
      .filter(([, listing]) => listing.inSitemap)
      .map(([path]) => path),
  );
}

/** A published blog post's page: `/media/blog/{slug}` (listed in `/sitemap.xml` by the shell's server). */
export function blogPostPagePath(slug: string): string {
  return `/media/blog/${slug}`;
}

/** A weekly bulletin's page: `/bulletins/{Sunday}` (listed in `/sitemap.xml` by the shell's server). */
export function bulletinPagePath(date: string): string {
  return `/bulletins/${date}`;
}
