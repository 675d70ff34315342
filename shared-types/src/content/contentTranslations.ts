/*
 * Ministries, blog posts, sermons and shop items as a page in a language shows them
 * (issue 36): the office's Spanish where it wrote one, else the English,
 * named in each record's `untranslated` (docs/i18n.md, as `eventsIn`).
 */
import type { Language } from '../i18n/languages';
import { localize, type Localized } from '../i18n/translatedContent';
import type { BlogPost, Ministry, Product } from './entities';
import type { Sermon } from './sermons';

/**
 * A record type's `…In` (one record) and `…sIn` (a list) for a page in a
 * language: `localize` over the fields the office may translate.
 */
function inLanguage<T extends object, F extends keyof T & string>(fields: readonly F[]) {
  const one = (record: T, language: Language): Localized<T, F> =>
    localize(record, fields, language);
  const list = (records: readonly T[], language: Language): Localized<T, F>[] =>
    records.map((record) => one(record, language));
  return { one, list };
}

/** What the office may write in Spanish beside a ministry's English (`title_es`, …). */
export const MINISTRY_TRANSLATED_FIELDS = ['title', 'description', 'schedule'] as const;
export type MinistryTranslatedField = (typeof MINISTRY_TRANSLATED_FIELDS)[number];
export type ShownMinistry = Localized<Ministry, MinistryTranslatedField>;
export const { one: ministryIn, list: ministriesIn } = inLanguage<
  Ministry,
  MinistryTranslatedField
>(MINISTRY_TRANSLATED_FIELDS);

/**
 * A blog post's translated fields: the office writes `title_es` and
 * `content_es` (Markdown); the API makes `html_es` and `excerpt_es` from the
 * latter as it makes `html` and `excerpt`, so all four go together.
 */
export const BLOG_POST_TRANSLATED_FIELDS = ['title', 'content', 'html', 'excerpt'] as const;
export type BlogPostTranslatedField = (typeof BLOG_POST_TRANSLATED_FIELDS)[number];
export type ShownBlogPost = Localized<BlogPost, BlogPostTranslatedField>;
export const { one: blogPostIn, list: blogPostsIn } = inLanguage<BlogPost, BlogPostTranslatedField>(
  BLOG_POST_TRANSLATED_FIELDS,
);

/** What the office may write in Spanish beside a sermon's English (`title_es`, `description_es`). */
export const SERMON_TRANSLATED_FIELDS = ['title', 'description'] as const;
export type SermonTranslatedField = (typeof SERMON_TRANSLATED_FIELDS)[number];
export type ShownSermon = Localized<Sermon, SermonTranslatedField>;
export const { one: sermonIn, list: sermonsIn } = inLanguage<Sermon, SermonTranslatedField>(
  SERMON_TRANSLATED_FIELDS,
);

/** What the office may write in Spanish beside a shop item's English (`title_es`, `description_es`). */
export const PRODUCT_TRANSLATED_FIELDS = ['title', 'description'] as const;
export type ProductTranslatedField = (typeof PRODUCT_TRANSLATED_FIELDS)[number];
export type ShownProduct = Localized<Product, ProductTranslatedField>;
export const { one: productIn, list: productsIn } = inLanguage<Product, ProductTranslatedField>(
  PRODUCT_TRANSLATED_FIELDS,
);
