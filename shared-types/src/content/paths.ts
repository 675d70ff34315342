/** The API's paths of what the office publishes: the shop's items, leadership, ministries, media, blog, the parish's details, the weekly bulletins, the daily verse (see apiPaths in api.ts). */
import type { Language } from '../i18n/languages';
import { pathById, pathPattern } from '../paths';

export const contentPaths = {
  shop: '/api/shop/',
  product: pathById('/api/shop/:id/'),
  leadership: '/api/leadership/',
  leader: pathById('/api/leadership/:id/'),
  ministries: '/api/ministries/',
  ministry: pathById('/api/ministries/:id/'),
  videos: '/api/videos/',
  video: pathById('/api/videos/:id/'),
  photos: '/api/media/photos/',
  photo: pathById('/api/media/photos/:id/'),
  /** A photo's image file, by the name the server gave it. */
  photoFile: pathPattern('/api/uploads/photos/:name', (name: string) => ({ name })),
  sermons: '/api/media/sermons/',
  sermon: pathById('/api/media/sermons/:id/'),
  /** Administrators: upload (POST, multipart) or remove (DELETE) a sermon's recording. */
  sermonAudio: pathPattern('/api/media/sermons/:id/audio/', (id: number) => ({ id })),
  /** An uploaded recording, by the name the server gave it (answers byte ranges). */
  audioFile: pathPattern('/api/uploads/audio/:name', (name: string) => ({ name })),
  /** The sermons as an RSS 2.0 podcast feed with iTunes tags (in English). */
  podcastFeed: '/api/podcast.xml',
  /**
   * The same feed in another of the site's languages (`/api/es/podcast.xml`):
   * each sermon's title and description in it where the office wrote them,
   * its links to that language's pages.
   */
  podcastFeedIn: pathPattern('/api/:language/podcast.xml', (language: Language) => ({
    language,
  })),
  /** The parish's details as the site shows them (public, cached up to a minute). */
  parishDetails: '/api/parish/',
  /** Name, address, phone, e-mail and office hours: a list of one record, id 1. */
  parishContact: '/api/parish/contact/',
  /** The contact record (GET; administrators PUT); its id is 1. */
  parishContactRecord: pathById('/api/parish/contact/:id/'),
  /** The mission and vision: a list of one record, id 1. */
  parishStatement: '/api/parish/statement/',
  parishStatementRecord: pathById('/api/parish/statement/:id/'),
  historyEntries: '/api/parish/history/',
  historyEntry: pathById('/api/parish/history/:id/'),
  heroSlides: '/api/parish/hero-slides/',
  heroSlide: pathById('/api/parish/hero-slides/:id/'),
  /** Administrators: upload (POST, multipart) a slide's image, replacing the one it had. */
  heroSlideImage: pathPattern('/api/parish/hero-slides/:id/image/', (id: number) => ({ id })),
  /** An uploaded slide image, by the name the server gave it. */
  slideFile: pathPattern('/api/uploads/slides/:name', (name: string) => ({ name })),
  socialLinks: '/api/parish/social-links/',
  socialLink: pathById('/api/parish/social-links/:id/'),
  announcements: '/api/parish/announcements/',
  announcement: pathById('/api/parish/announcements/:id/'),
  blogs: '/api/media/blogs/',
  blog: pathById('/api/media/blogs/:id/'),
  /** Administrators: every blog post, drafts included (the public list has published ones only). */
  blogsAll: '/api/media/blogs/all/',
  /** A published post by its address (its page, `/media/blog/{slug}`). */
  blogBySlug: pathPattern('/api/media/blogs/by-slug/:slug/', (slug: string) => ({ slug })),
  /**
   * The weekly bulletins (docs/bulletins.md): every one, newest first (GET);
   * editors and owners upload one (POST, multipart: `date`, `title`,
   * `title_es`, the PDF in `file`).
   */
  bulletins: '/api/bulletins/',
  /** Editors and owners: delete a bulletin (DELETE). */
  bulletin: pathById('/api/bulletins/:id/'),
  /** This week's: the newest bulletin not after the parish's today (`null` when none). */
  currentBulletin: '/api/bulletins/current/',
  /** A bulletin's PDF or its first page's image, by the name the server gave it. */
  bulletinFile: pathPattern('/api/uploads/bulletins/:name', (name: string) => ({ name })),
  /** The Ministries page's 'Get Involved' form; administrators list them. */
  ministryInterests: '/api/ministry-interests/',
  dailyVerse: '/api/verse/daily',
  /** The demo data's illustrations: this folder, then `<name>.svg`. */
  seedImages: '/api/static/seed/',
} as const;
