import { z } from 'zod';
import { VIDEO_CATEGORIES } from '../entities';
import {
  optionalEmail,
  optionalText,
  optionalUrl,
  requiredEmail,
  requiredText,
  requiredUrl,
} from './fields';

export const leaderInputSchema = z.object({
  name: requiredText('Name is required'),
  title: requiredText('Title is required'),
  bio: requiredText('Bio is required', 5000),
  contact_email: requiredEmail('Contact email is required', 'Please enter a valid email address'),
  image: requiredUrl('Image is required'),
  facebook: optionalUrl(),
  twitter: optionalUrl(),
});

/** Editing a leader: the image may be left as it is. */
export const leaderPatchSchema = leaderInputSchema
  .extend({ contact_email: optionalEmail('Please enter a valid email address') })
  .partial();

export const ministryInputSchema = z.object({
  title: requiredText('Title is required'),
  description: requiredText('Description is required', 5000),
  image: requiredUrl('Image is required'),
  leader: requiredText('Leader is required'),
  schedule: requiredText('Schedule is required'),
  location: requiredText('Location is required'),
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
export const blogInputSchema = z.object({
  title: requiredText(BLOG_REQUIRED),
  content: requiredText(BLOG_REQUIRED, 50_000),
});

export const contactInputSchema = z.object({
  name: requiredText('Name is required'),
  email: requiredEmail('Email is required', 'Please enter a valid email address'),
  phone_number: optionalText(40),
  message: requiredText('Message is required', 5000),
  who_is_this_for: optionalText(100),
});

export const newsletterInputSchema = z.object({
  email: requiredEmail('Please enter your email address.', 'Please enter a valid email address.'),
});

export type LeaderInput = z.output<typeof leaderInputSchema>;
export type LeaderPatch = z.output<typeof leaderPatchSchema>;
export type MinistryInput = z.output<typeof ministryInputSchema>;
export type VideoInput = z.output<typeof videoInputSchema>;
export type BlogInput = z.output<typeof blogInputSchema>;
export type ContactInput = z.output<typeof contactInputSchema>;
export type NewsletterInput = z.output<typeof newsletterInputSchema>;
