/**
 * A template's rendering made into a mail: the HTML React Email renders and
 * its plain-text version. Loaded with the first mail rendered (see
 * template.ts), never when the API starts.
 */
import { render, toPlainText } from '@react-email/render';
import type { RenderedMail, Rendering } from './kinds';

/** Headings keep their case in the text version (html-to-text shouts them by default). */
const TEXT_OPTIONS = {
  selectors: ['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
};

export async function renderRendering(
  subject: string,
  rendering: Rendering,
): Promise<RenderedMail> {
  const { element, attachments = [], headers = {} } = rendering;
  const html = await render(element);
  // The same conversion `render(element, { plainText: true })` does, from the
  // HTML already made rather than a second React render.
  const text = toPlainText(html, TEXT_OPTIONS);
  return { subject, html, text, attachments, headers };
}
