import { z } from 'zod';
import { VIDEO_CATEGORIES } from './entities';
import { blogAuthorField, blogSlugField, blogStatusField } from './blog';
import { topicIdsSchema } from '../messaging/topics';
import {
  optionalText,
  optionalUrl,
  plainTextCheck,
  requiredEmail,
  requiredText,
  requiredUrl,
} from '../schemas/fields';

export const leaderInputSchema = z.object({
  name: requiredText('Name is required'),
  title: requiredText('Title is required'),
  bio: requiredText('Bio is required', 5000, { multiline: true }),
  contact_email: requiredEmail('Contact email is required', 'Please enter a valid email address'),
  image: requiredUrl('Image is required'),
  facebook: optionalUrl(),
  twitter: optionalUrl(),
});

/**
 * Editing a leader (spec section 5): name, title, bio and contact e-mail stay
 * required, so a field may be left out (unchanged) but not emptied; the
 * image may be left as it is.
 */
export const leaderPatchSchema = leaderInputSchema.partial();

/**
 * The leader edit form (spec section 5): name, title, bio and contact e-mail
 * required, the image optional (left blank, it stays as it is). Everything
 * it accepts, `leaderPatchSchema` accepts too.
 */
export const leaderEditSchema = leaderInputSchema.extend({
  image: leaderInputSchema.shape.image.optional(),
});

export const ministryInputSchema = z.object({
  title: requiredText('Title is required'),
  description: requiredText('Description is required', 5000, { multiline: true }),
  image: requiredUrl('Image is required'),
  leader: requiredText('Leader is required'),
  schedule: requiredText('Schedule is required'),
  location: requiredText('Location is required'),
  // The Spanish beside the English (docs/i18n.md): optional, blank for none, left out kept.
  title_es: optionalText(200).optional(),
  description_es: optionalText(5000, { multiline: true }).optional(),
  schedule_es: optionalText(200).optional(),
});

const VIDEO_REQUIRED = 'All fields are required.';
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be'];

export const videoInputSchema = z.object({
  title: requiredText(VIDEO_REQUIRED),
  youtube_url: requiredUrl(VIDEO_REQUIRED, 'Please enter a YouTube link').refine((value) => {
    try {
      return YOUTUBE_HOSTS.includes(new URL(value).hostname);
    } catch {
      return false;
    }
  }, 'Please enter a YouTube link'),
  category: z.enum(VIDEO_CATEGORIES, { error: VIDEO_REQUIRED }),
});

const BLOG_REQUIRED = 'Title and content are required';
/**
 * A blog post: its title and Markdown text (spec), and since issue 26 its
 * address (`slug`, from the title when blank), draft or published, and author;
 * since issue 36 its title and text in Spanish, if the office writes them.
 */
export const blogInputSchema = z.object({
  title: requiredText(BLOG_REQUIRED),
  content: requiredText(BLOG_REQUIRED, 50_000, { multiline: true }),
  slug: blogSlugField,
  status: blogStatusField,
  author: blogAuthorField,
  // The Spanish beside the English (docs/i18n.md): optional, blank for none, left out kept.
  title_es: optionalText(200).optional(),
  content_es: optionalText(50_000, { multiline: true }).optional(),
});

export const PHOTO_REQUIRED_MESSAGE = 'Please select a photo to upload';
export const PHOTO_WRONG_TYPE_MESSAGE = 'Please choose an image file (JPEG, PNG, GIF or WebP).';
/** The picture formats the API stores (it judges the file's bytes; the form its declared type). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

const isFile = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob && value.size > 0;

/** The photo upload form: one chosen picture (spec: 'image files only'). */
export const photoUploadSchema = z.object({
  file: z
    .custom<Blob>(isFile, PHOTO_REQUIRED_MESSAGE)
    .refine(
      (file) => (PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type),
      PHOTO_WRONG_TYPE_MESSAGE,
    ),
});

export const contactInputSchema = z.object({
  name: requiredText('Name is required'),
  email: requiredEmail('Email is required', 'Please enter a valid email address'),
  phone_number: optionalText(40),
  message: requiredText('Message is required', 5000, { multiline: true }),
  who_is_this_for: optionalText(100),
});

export const newsletterInputSchema = z.object({
  email: requiredEmail('Please enter your email address.', 'Please enter a valid email address.'),
  /** The topics chosen (docs/communications.md); none given: the first topic offered (Parish news). */
  topics: topicIdsSchema.optional(),
});

export type LeaderInput = z.output<typeof leaderInputSchema>;
export type LeaderPatch = z.output<typeof leaderPatchSchema>;
export type LeaderEdit = z.output<typeof leaderEditSchema>;
export type PhotoUpload = z.output<typeof photoUploadSchema>;
export type MinistryInput = z.output<typeof ministryInputSchema>;
export type VideoInput = z.output<typeof videoInputSchema>;
export type BlogInput = z.output<typeof blogInputSchema>;
export type ContactInput = z.output<typeof contactInputSchema>;
export type NewsletterInput = z.output<typeof newsletterInputSchema>;

/** What the chat assistant can deliver to the parish office (spec section 2, Chat assistant). */
export const CHAT_TOPICS = ['prayer_request', 'question'] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

/** The spec's validation message for each chat topic's empty text box. */
export const CHAT_EMPTY_MESSAGES: Record<ChatTopic, string> = {
  prayer_request: 'Please enter your prayer intention before submitting.',
  question: 'Please enter your message so we can assist you.',
};

/**
 * A prayer request or question typed into the chat assistant. The API stores
 * it as a contact message (sender unknown), so the office sees it with the rest.
 */
export const chatMessageInputSchema = z
  .object({
    topic: z.enum(CHAT_TOPICS, { error: 'Choose a prayer request or a question.' }),
    message: z
      .string({ error: 'Must be text' })
      .trim()
      .max(2000, 'Must be at most 2000 characters')
      .refine(...plainTextCheck({ multiline: true })),
  })
  .superRefine((input, ctx) => {
    if (input.message === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: CHAT_EMPTY_MESSAGES[input.topic],
      });
    }
  });

export type ChatMessageInput = z.output<typeof chatMessageInputSchema>;
