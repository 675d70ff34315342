/**
 * Markdown (a blog post's, a campaign's) as HTML a page or a mail may insert: marked parses it (GitHub
 * flavoured, no raw HTML kept), sanitize-html then keeps only the tags and
 * attributes Markdown itself produces, so a `<script>`, an event handler,
 * a `javascript:` link or any other HTML the author typed never reaches a
 * visitor. Done by the API, once per read, so no page ships a parser.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** What Markdown can make, and nothing else. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A script's or style's text is dropped with it, not shown as words.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // The page has one h1, the post's title: a heading in the text starts at h2.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener nofollow' }
        : attribs,
    }),
  },
};

/**
 * HTML that should already be what `renderMarkdown` made, sanitised again
 * the same way: a campaign mail's body is rendered from its outbox data,
 * and whatever that data holds, a mail never carries more than Markdown's tags.
 */
export function sanitizeMarkdownHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** The post's Markdown as sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}

/** The post's text without markup, cut at a word near `length` characters. */
export function plainExcerpt(markdown: string, length = 200): string {
  const text = sanitizeHtml(renderMarkdown(markdown), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
