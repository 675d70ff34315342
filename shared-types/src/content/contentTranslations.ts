/*
 * Ministries, blog posts, sermons and shop items as a page in a language shows them
 * (issue 36): the office's Spanish where it wrote one, else the English,
 * named in each record's `untranslated` (docs/i18n.md, as `eventsIn`).
 */
import type { Language } from '../i18n/languages';
import { localize, type Localized } from '../i18n/translatedContent';
import type { BlogPost, Ministry, Product } from './entities';
import type { Sermon } from './sermons';

/** What the office may write in Spanish beside a ministry's English (`title_es`, …). */
export const MINISTRY_TRANSLATED_FIELDS = ['title', 'description', 'schedule'] as const;
export type MinistryTranslatedField = (typeof MINISTRY_TRANSLATED_FIELDS)[number];
export type ShownMinistry = Localized<Ministry, MinistryTranslatedField>;

export function ministryIn(ministry: Ministry, language: Language): ShownMinistry {
  return localize(ministry, MINISTRY_TRANSLATED_FIELDS, language);
}

/** A list of ministries as a page in `language` shows them. */
export function ministriesIn(ministries: readonly Ministry[], language: Language): ShownMinistry[] {
  return ministries.map((ministry) => ministryIn(ministry, language));
}

/**
 * A blog post's translated fields: the office writes `title_es` and
 * `content_es` (Markdown); the API makes `html_es` and `excerpt_es` from the
 * latter as it makes `html` and `excerpt`, so all four go together.
 */
export const BLOG_POST_TRANSLATED_FIELDS = ['title', 'content', 'html', 'excerpt'] as const;
export type BlogPostTranslatedField = (typeof BLOG_POST_TRANSLATED_FIELDS)[number];
export type ShownBlogPost = Localized<BlogPost, BlogPostTranslatedField>;

export function blogPostIn(post: BlogPost, language: Language): ShownBlogPost {
  return localize(post, BLOG_POST_TRANSLATED_FIELDS, language);
}

/** A list of blog posts as a page in `language` shows them. */
export function blogPostsIn(posts: readonly BlogPost[], language: Language): ShownBlogPost[] {
  return posts.map((post) => blogPostIn(post, language));
}

/** What the office may write in Spanish beside a sermon's English (`title_es`, `description_es`). */
export const SERMON_TRANSLATED_FIELDS = ['title', 'description'] as const;
export type SermonTranslatedField = (typeof SERMON_TRANSLATED_FIELDS)[number];
export type ShownSermon = Localized<Sermon, SermonTranslatedField>;

export function sermonIn(sermon: Sermon, language: Language): ShownSermon {
  return localize(sermon, SERMON_TRANSLATED_FIELDS, language);
}

/** A list of sermons as a page in `language` shows them. */
export function sermonsIn(sermons: readonly Sermon[], language: Language): ShownSermon[] {
  return sermons.map((sermon) => sermonIn(sermon, language));
}

/** What the office may write in Spanish beside a shop item's English (`title_es`, `description_es`). */
export const PRODUCT_TRANSLATED_FIELDS = ['title', 'description'] as const;
export type ProductTranslatedField = (typeof PRODUCT_TRANSLATED_FIELDS)[number];
export type ShownProduct = Localized<Product, ProductTranslatedField>;

export function productIn(product: Product, language: Language): ShownProduct {
  return localize(product, PRODUCT_TRANSLATED_FIELDS, language);
}

/** A list of shop items as a page in `language` shows them. */
export function productsIn(products: readonly Product[], language: Language): ShownProduct[] {
  return products.map((product) => productIn(product, language));
}
