/**
 * The content module's tables: what the office publishes (shop items, leaders, ministries, videos, photos, blog posts, sermons, the parish's details, the weekly bulletins) and visitors' interest in a ministry.
 * After a change run `npm run db:generate -w api` and commit the migration.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, deletedAt, timestamps, trashableTimestamps } from '../../db/columns';

export const products = pg.pgTable(
  'products',
  {
    id: pg.serial('id').primaryKey(),
    title: pg.text('title').notNull(),
    description: pg.text('description').notNull(),
    priceCents: pg.integer('price_cents').notNull(),
    image: pg.text('image').notNull(),
    /** The office's Spanish beside the English (null: none written; pages show the English). */
    titleEs: pg.text('title_es'),
    descriptionEs: pg.text('description_es'),
    ...trashableTimestamps(),
  },
  (table) => [pg.check('products_price_cents_check', sql`${table.priceCents} >= 0`)],
);

export const leaders = pg.pgTable('leaders', {
  id: pg.serial('id').primaryKey(),
  name: pg.text('name').notNull(),
  title: pg.text('title').notNull(),
  bio: pg.text('bio').notNull(),
  image: pg.text('image').notNull(),
  contactEmail: pg.text('contact_email'),
  facebook: pg.text('facebook'),
  twitter: pg.text('twitter'),
  ...trashableTimestamps(),
});

export const ministries = pg.pgTable('ministries', {
  id: pg.serial('id').primaryKey(),
  title: pg.text('title').notNull(),
  description: pg.text('description').notNull(),
  image: pg.text('image').notNull(),
  leader: pg.text('leader'),
  schedule: pg.text('schedule'),
  location: pg.text('location'),
  /** The office's Spanish beside the English (null: none written; pages show the English). */
  titleEs: pg.text('title_es'),
  descriptionEs: pg.text('description_es'),
  scheduleEs: pg.text('schedule_es'),
  ...trashableTimestamps(),
});

export const videos = pg.pgTable(
  'videos',
  {
    id: pg.serial('id').primaryKey(),
    title: pg.text('title').notNull(),
    youtubeUrl: pg.text('youtube_url').notNull(),
    /** One of `VIDEO_CATEGORIES` (shared-types); checked by the input schema. */
    category: pg.text('category').notNull(),
    ...trashableTimestamps(),
  },
  (table) => [pg.index('videos_category_idx').on(table.category)],
);

export const blogPosts = pg.pgTable(
  'blog_posts',
  {
    id: pg.serial('id').primaryKey(),
    title: pg.text('title').notNull(),
    /** Markdown; rendered and sanitised when read (lib/markdown.ts). */
    content: pg.text('content').notNull(),
    /** The office's Spanish beside the English (null: none written; pages show the English). */
    titleEs: pg.text('title_es'),
    contentEs: pg.text('content_es'),
    ...timestamps(),
    /** The page's address, `/media/blog/{slug}`; unique. Posts made before slugs get `post-{id}`. */
    slug: pg.text('slug').notNull(),
    /** `draft` or `published` (shared-types BLOG_POST_STATUSES); visitors see published posts only. */
    status: pg.text('status').notNull().default('published'),
    author: pg.text('author').notNull().default(''),
    /** Set when first published; kept through later edits. */
    publishedAt: pg.timestamp('published_at', { withTimezone: true }),
    deletedAt: deletedAt(),
  },
  (table) => [
    pg.uniqueIndex('blog_posts_slug_idx').on(table.slug),
    pg.index('blog_posts_status_published_at_idx').on(table.status, table.publishedAt),
    pg.check('blog_posts_status_check', sql`${table.status} IN ('draft', 'published')`),
  ],
);

export const photos = pg.pgTable(
  'photos',
  {
    id: pg.serial('id').primaryKey(),
    /** Where visitors fetch the image (`/api/uploads/photos/<name>`). */
    url: pg.text('url').notNull(),
    /** The name the file had on the uploader's computer (shown to admins). */
    filename: pg.text('filename').notNull(),
    /** The file's key in the upload storage (`photos/<random>.<ext>`); deleting the photo removes it. */
    storageKey: pg.text('storage_key').notNull(),
    contentType: pg.text('content_type'),
    sizeBytes: pg.integer('size_bytes'),
    uploadedAt: pg.timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (table) => [
    pg.uniqueIndex('photos_storage_key_idx').on(table.storageKey),
    pg.index('photos_uploaded_at_idx').on(table.uploadedAt),
  ],
);

/** The Ministries page's 'Get Involved' form: who would like to join which ministry. */
export const ministryInterests = pg.pgTable(
  'ministry_interests',
  {
    id: pg.serial('id').primaryKey(),
    name: pg.text('name').notNull(),
    email: pg.text('email').notNull(),
    phone: pg.text('phone'),
    /** Null once the ministry is deleted; its title is kept below. */
    ministryId: pg.integer('ministry_id').references(() => ministries.id, { onDelete: 'set null' }),
    /** The ministry's title when the interest was sent, so the office still knows which. */
    ministryTitle: pg.text('ministry_title').notNull(),
    message: pg.text('message'),
    createdAt: createdAt(),
  },
  (table) => [
    pg.index('ministry_interests_ministry_id_idx').on(table.ministryId),
    pg.index('ministry_interests_created_at_idx').on(table.createdAt),
  ],
);

/** Sermons (Media page, sermon pages, /podcast.xml). The recording is uploaded (`audioKey`) or linked (`audioUrl`). */
export const sermons = pg.pgTable(
  'sermons',
  {
    id: pg.serial('id').primaryKey(),
    title: pg.text('title').notNull(),
    preacher: pg.text('preacher').notNull(),
    date: pg.date('date', { mode: 'string' }).notNull(),
    scripture: pg.text('scripture').notNull(),
    description: pg.text('description'),
    /** The office's Spanish beside the English (null: none written; pages show the English). */
    titleEs: pg.text('title_es'),
    descriptionEs: pg.text('description_es'),
    image: pg.text('image'),
    /** The storage key of an uploaded recording (`audio/<name>.mp3`). */
    audioKey: pg.text('audio_key'),
    /** A recording kept elsewhere, when none is uploaded. */
    audioUrl: pg.text('audio_url'),
    audioType: pg.text('audio_type'),
    audioBytes: pg.bigint('audio_bytes', { mode: 'number' }),
    videoUrl: pg.text('video_url'),
    ...timestamps(),
  },
  (table) => [pg.index('sermons_date_idx').on(table.date)],
);

/** Name, address, phone, e-mail, office hours, mission and vision: one row, id 1. */
export const parishProfile = pg.pgTable(
  'parish_profile',
  {
    id: pg.integer('id').primaryKey(),
    name: pg.text('name').notNull(),
    address: pg.text('address').notNull(),
    phone: pg.text('phone').notNull(),
    email: pg.text('email').notNull(),
    officeHours: pg.text('office_hours').notNull(),
    mission: pg.text('mission').notNull(),
    vision: pg.text('vision').notNull(),
    /** The office's Spanish beside the English (null: none written; pages show the English). */
    officeHoursEs: pg.text('office_hours_es'),
    missionEs: pg.text('mission_es'),
    visionEs: pg.text('vision_es'),
    updatedAt: updatedAt(),
  },
  () => [pg.check('parish_profile_single_row_check', sql`id = 1`)],
);

/**
 * The parish details' old service times, no longer read nor written: the
 * liturgical schedule's featured entries are the church hours now (issue
 * 38, docs/worship.md). Kept while an older API may still run beside the
 * new one during a deploy (expand, then contract); a later migration drops
 * it, and this definition with it.
 */
export const serviceTimes = pg.pgTable('parish_service_times', {
  id: pg.serial('id').primaryKey(),
  label: pg.text('label').notNull(),
  time: pg.text('time').notNull(),
  /** The office's Spanish beside the English (null: none written; pages show the English). */
  labelEs: pg.text('label_es'),
  position: pg.integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The About page's History, by `position`. */
export const historyEntries = pg.pgTable('parish_history_entries', {
  id: pg.serial('id').primaryKey(),
  when: pg.text('when').notNull(),
  title: pg.text('title').notNull(),
  text: pg.text('text').notNull(),
  /** The office's Spanish beside the English (null: none written; pages show the English). */
  titleEs: pg.text('title_es'),
  textEs: pg.text('text_es'),
  position: pg.integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The home page's hero slides, by `position`: an uploaded image (`imageKey`) or an image URL. */
export const heroSlides = pg.pgTable('hero_slides', {
  id: pg.serial('id').primaryKey(),
  caption: pg.text('caption').notNull(),
  alt: pg.text('alt').notNull(),
  /** The office's Spanish beside the English (null: none written; pages show the English). */
  captionEs: pg.text('caption_es'),
  altEs: pg.text('alt_es'),
  imageUrl: pg.text('image_url'),
  /** The storage key of an uploaded image (`slides/<name>.<ext>`). */
  imageKey: pg.text('image_key'),
  position: pg.integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The parish's pages on social networks, by `position`. */
export const socialLinks = pg.pgTable('parish_social_links', {
  id: pg.serial('id').primaryKey(),
  network: pg.text('network').notNull(),
  url: pg.text('url').notNull(),
  position: pg.integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Notices shown on the site from `startsOn` to `endsOn`, both included. */
export const announcements = pg.pgTable(
  'announcements',
  {
    id: pg.serial('id').primaryKey(),
    title: pg.text('title').notNull(),
    text: pg.text('text').notNull(),
    /** The office's Spanish beside the English (null: none written; pages show the English). */
    titleEs: pg.text('title_es'),
    textEs: pg.text('text_es'),
    startsOn: pg.date('starts_on', { mode: 'string' }).notNull(),
    endsOn: pg.date('ends_on', { mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    pg.index('announcements_dates_idx').on(table.startsOn, table.endsOn),
    pg.check('announcements_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);

/**
 * The weekly bulletins (docs/bulletins.md): one per Sunday, its PDF and the
 * PNG of its first page kept in the upload storage (`bulletins/<random>.pdf`
 * and `.png`). Deleting one removes the row and both files.
 */
export const bulletins = pg.pgTable('bulletins', {
  id: pg.serial('id').primaryKey(),
  /** The Sunday it is for; one bulletin per Sunday. */
  date: pg.date('date', { mode: 'string' }).notNull().unique('bulletins_date_unique'),
  title: pg.text('title'),
  titleEs: pg.text('title_es'),
  /** The name the PDF had on the office's computer. */
  filename: pg.text('filename').notNull(),
  fileKey: pg.text('file_key').notNull(),
  sizeBytes: pg.integer('size_bytes').notNull(),
  previewKey: pg.text('preview_key').notNull(),
  previewWidth: pg.integer('preview_width').notNull(),
  previewHeight: pg.integer('preview_height').notNull(),
  uploadedAt: pg.timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
