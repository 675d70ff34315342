/**
 * A service's livestream link (docs/worship.md): the player the /live page
 * frames, on the one origin the site's Content-Security-Policy lets it frame
 * (`LIVESTREAM_PLAYER_ORIGIN`). A YouTube page's address (watch, live,
 * youtu.be, another YouTube host's embed) becomes that video's player on
 * the configured YouTube origin; any other address must already be a player
 * on that origin.
 */

/** The YouTube hosts whose players the configuration may name. */
const YOUTUBE_PLAYER_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'youtube.com'];
/** The hosts of the YouTube pages the office may paste. */
const YOUTUBE_PAGE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

function parsed(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/** The YouTube video an address names: `watch?v=`, `/live/`, `/embed/`, `/shorts/` or youtu.be's path. */
function youtubeVideoId(url: URL): string | null {
  if (!YOUTUBE_PAGE_HOSTS.includes(url.hostname)) return null;
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  const id =
    url.hostname === 'youtu.be'
      ? first
      : first === 'watch'
        ? (url.searchParams.get('v') ?? '')
        : ['live', 'embed', 'shorts'].includes(first)
          ? second
          : '';
  return VIDEO_ID.test(id) ? id : null;
}

/**
 * The player's address for a link the office gave, or null when the site
 * may not frame it: not https, or on another origin than the player's.
 */
export function livestreamPlayerUrl(address: string, playerOrigin: string): string | null {
  const url = parsed(address.trim());
  if (!url || url.protocol !== 'https:') return null;
  const player = new URL(playerOrigin);
  if (YOUTUBE_PLAYER_HOSTS.includes(player.hostname)) {
    const id = youtubeVideoId(url);
    if (id) return `${player.origin}/embed/${id}`;
  }
  return url.origin === player.origin ? url.href : null;
}
