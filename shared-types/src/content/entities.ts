/**
 * The content domain's records as the API returns them. Field names follow
 * the spec's API contract (section 7), which is why most are snake_case;
 * money is dollars with at most two decimals on the wire.
 */
import type { IsoDateTime } from '../isoDates';

export interface Product {
  id: number;
  title: string;
  description: string;
  price: number;
  image: string;
  /** The Spanish the office wrote beside the English; null for none (the page shows the English). */
  title_es: string | null;
  description_es: string | null;
}

export interface Leader {
  id: number;
  name: string;
  title: string;
  bio: string;
  image: string;
  contact_email: string | null;
  facebook: string | null;
  twitter: string | null;
}

export interface Ministry {
  id: number;
  title: string;
  description: string;
  image: string;
  leader: string | null;
  schedule: string | null;
  location: string | null;
  /** The Spanish the office wrote beside the English; null for none (the page shows the English). */
  title_es: string | null;
  description_es: string | null;
  schedule_es: string | null;
}

export const VIDEO_CATEGORIES = [
  'Liturgies & Homilies',
  'Spiritual Education - a2022',
  'Spiritual Education - 2016',
  'Spiritual Education - Pre-2020',
] as const;

export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

export interface Video {
  id: number;
  title: string;
  youtube_url: string;
  category: VideoCategory;
}

export interface BlogPost {
  id: number;
  title: string;
  /** The post's text as written: Markdown. */
  content: string;
  created_at: IsoDateTime;
  /** Its address: the page is `/media/blog/{slug}`. */
  slug: string;
  /** Visitors see published posts only; drafts are listed to administrators. */
  status: 'draft' | 'published';
  author: string;
  /** When it was first published (null for a draft never published). */
  published_at: IsoDateTime | null;
  /** The Markdown rendered to HTML by the API, sanitised: no script, style, event handler or raw HTML. */
  html: string;
  /** The first words of its text, plain, for lists and link previews. */
  excerpt: string;
  /** The Spanish title and Markdown the office wrote; null for none (the page shows the English). */
  title_es: string | null;
  content_es: string | null;
  /** `content_es` rendered and sanitised as `html` is; null without it. */
  html_es: string | null;
  /** The start of `content_es`, plain, as `excerpt` is; null without it. */
  excerpt_es: string | null;
}

export interface Photo {
  id: number;
  url: string;
  filename: string;
  uploaded_at: IsoDateTime;
}

export interface DailyVerse {
  verse: {
    details: {
      text: string;
      reference: string;
    };
  };
}

/** `POST /api/ministry-interests/`: a visitor who would like to join a ministry. */
export interface MinistryInterest {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  /** The ministry's id; null once that ministry has been deleted. */
  ministry: number | null;
  /** The ministry's title when the interest was sent (kept if the ministry is deleted). */
  ministry_title: string;
  message: string | null;
  created_at: IsoDateTime;
}
