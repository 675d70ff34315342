/** The video id of a YouTube link (watch, youtu.be, embed or shorts), or null. */
export function youtubeId(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^(www|m)\./, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = parsed.pathname.slice(1).split('/')[0] ?? null;
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      id =
        parsed.searchParams.get('v') ??
        /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(parsed.pathname)?.[1] ??
        null;
    }
    return id && /^[\w-]{6,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** YouTube's still picture of a video; it does not load offline (the page draws a placeholder). */
export function thumbnailUrl(id: string): string {
  return `https://img.youtube.com/vi/${id}/hqdefault.jpg`;
}

/** The player, from YouTube's privacy-enhanced domain (no cookies until the visitor plays). */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}

/** Spec section 9: the videos grid is 2 columns by 3 rows per page. */
export const VIDEOS_PER_PAGE = 6;

/** The videos shown on page `page` (counted from 1). */
export function pageOf<T>(items: readonly T[], page: number, size = VIDEOS_PER_PAGE): T[] {
  return items.slice((page - 1) * size, page * size);
}

export function pageCount(total: number, size = VIDEOS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / size));
}
