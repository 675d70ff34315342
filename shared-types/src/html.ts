/**
 * Writing HTML from text, the one way for every server of the project (the
 * API's own pages, the site server's documents): escaped text, and JSON in
 * a data block a page reads instead of fetching it.
 */

const ESCAPED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML, in element content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPED[character] ?? character);
}

/**
 * `value` as a JSON data block (`<script type="application/json">`, which
 * the browser never runs); `<` is escaped so no value can close the element.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${escapeHtml(id)}">${json}</script>`;
}
