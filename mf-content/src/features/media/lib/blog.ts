/**
 * A blog post's text as paragraphs: split at blank lines, each kept as
 * plain text (the page renders it as text, never as HTML).
 */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
