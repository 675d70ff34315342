/**
 * The content module's tables: what the office publishes (shop items, leaders, ministries, videos, photos, blog posts, sermons, the parish's details) and visitors' interest in a ministry.
 * After a change run `npm run db:generate -w api` and commit the migration.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, deletedAt } from '../../db/columns';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    image: text('image').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [check('products_price_cents_check', sql`${table.priceCents} >= 0`)],
);

export const leaders = pgTable('leaders', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  bio: text('bio').notNull(),
  image: text('image').notNull(),
  contactEmail: text('contact_email'),
  facebook: text('facebook'),
  twitter: text('twitter'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const ministries = pgTable('ministries', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  leader: text('leader'),
  schedule: text('schedule'),
  location: text('location'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: deletedAt(),
});

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    youtubeUrl: text('youtube_url').notNull(),
    /** One of `VIDEO_CATEGORIES` (shared-types); checked by the input schema. */
    category: text('category').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [index('videos_category_idx').on(table.category)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Markdown; rendered and sanitised when read (features/blogs/markdown.ts). */
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The page's address, `/media/blog/{slug}`; unique. Posts made before slugs get `post-{id}`. */
    slug: text('slug').notNull(),
    /** `draft` or `published` (shared-types BLOG_POST_STATUSES); visitors see published posts only. */
    status: text('status').notNull().default('published'),
    author: text('author').notNull().default(''),
    /** Set when first published; kept through later edits. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_idx').on(table.slug),
    index('blog_posts_status_published_at_idx').on(table.status, table.publishedAt),
    check('blog_posts_status_check', sql`${table.status} IN ('draft', 'published')`),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    /** Where visitors fetch the image (`/api/uploads/photos/<name>`). */
    url: text('url').notNull(),
    /** The name the file had on the uploader's computer (shown to admins). */
    filename: text('filename').notNull(),
    /** The file's key in the upload storage (`photos/<random>.<ext>`); deleting the photo removes it. */
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: deletedAt(),
  },
  (table) => [
    uniqueIndex('photos_storage_key_idx').on(table.storageKey),
    index('photos_uploaded_at_idx').on(table.uploadedAt),
  ],
);

/** The Ministries page's 'Get Involved' form: who would like to join which ministry. */
export const ministryInterests = pgTable(
  'ministry_interests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Null once the ministry is deleted; its title is kept below. */
    ministryId: integer('ministry_id').references(() => ministries.id, { onDelete: 'set null' }),
    /** The ministry's title when the interest was sent, so the office still knows which. */
    ministryTitle: text('ministry_title').notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (table) => [
    index('ministry_interests_ministry_id_idx').on(table.ministryId),
    index('ministry_interests_created_at_idx').on(table.createdAt),
  ],
);

/** Sermons (Media page, sermon pages, /podcast.xml). The recording is uploaded (`audioKey`) or linked (`audioUrl`). */
export const sermons = pgTable(
  'sermons',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    preacher: text('preacher').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    scripture: text('scripture').notNull(),
    description: text('description'),
    image: text('image'),
    /** The storage key of an uploaded recording (`audio/<name>.mp3`). */
    audioKey: text('audio_key'),
    /** A recording kept elsewhere, when none is uploaded. */
    audioUrl: text('audio_url'),
    audioType: text('audio_type'),
    audioBytes: bigint('audio_bytes', { mode: 'number' }),
    videoUrl: text('video_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sermons_date_idx').on(table.date)],
);

/** Name, address, phone, e-mail, office hours, mission and vision: one row, id 1. */
export const parishProfile = pgTable(
  'parish_profile',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    officeHours: text('office_hours').notNull(),
    mission: text('mission').notNull(),
    vision: text('vision').notNull(),
    updatedAt: updatedAt(),
  },
  () => [check('parish_profile_single_row_check', sql`id = 1`)],
);

/** The week's services (Sunday Worship 10:00 AM, …), by `position`. */
export const serviceTimes = pgTable('parish_service_times', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  time: text('time').notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The About page's History, by `position`. */
export const historyEntries = pgTable('parish_history_entries', {
  id: serial('id').primaryKey(),
  when: text('when').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The home page's hero slides, by `position`: an uploaded image (`imageKey`) or an image URL. */
export const heroSlides = pgTable('hero_slides', {
  id: serial('id').primaryKey(),
  caption: text('caption').notNull(),
  alt: text('alt').notNull(),
  imageUrl: text('image_url'),
  /** The storage key of an uploaded image (`slides/<name>.<ext>`). */
  imageKey: text('image_key'),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The parish's pages on social networks, by `position`. */
export const socialLinks = pgTable('parish_social_links', {
  id: serial('id').primaryKey(),
  network: text('network').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Notices shown on the site from `startsOn` to `endsOn`, both included. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('announcements_dates_idx').on(table.startsOn, table.endsOn),
    check('announcements_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);
