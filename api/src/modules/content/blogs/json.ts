/** The JSON this feature answers with (see openapi/schemas.ts). */
import { type BlogPost } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime, nullableText } from '../../../openapi/schemas';

export const blogPostJson = shapeOf<BlogPost>()(
  z.object({
    id,
    title: z.string(),
    content: z.string().describe('Markdown, as written'),
    created_at: dateTime,
    slug: z.string().describe('The page is /media/blog/{slug}'),
    status: z.enum(['draft', 'published']),
    author: z.string(),
    published_at: dateTime.nullable(),
    html: z.string().describe('The Markdown as sanitised HTML: no script, style or raw HTML'),
    excerpt: z.string().describe('The start of the text, plain'),
    title_es: nullableText.describe('The Spanish title; null when the office wrote none'),
    content_es: nullableText.describe('The Spanish Markdown; null when the office wrote none'),
    html_es: nullableText.describe('The Spanish Markdown as sanitised HTML, as `html`; or null'),
    excerpt_es: nullableText.describe('The start of the Spanish text, plain; or null'),
  }),
);
