import { escapeHtml, PARISH_CONTACT, type Sermon } from '@parish/shared-types';

/** Apple's category for a parish's sermons (its list of categories). */
const CATEGORY = { name: 'Religion &amp; Spirituality', sub: 'Christianity' };

/** `YYYY-MM-DD` as RSS's RFC 822 date, at noon UTC so no time zone moves it to another day. */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

const absolute = (siteUrl: string, url: string) => new URL(url, siteUrl).href;

/** A linked recording's type from its extension, for the enclosure (which must name one). */
function enclosureType(audio: NonNullable<Sermon['audio']>): string {
  if (audio.type) return audio.type;
  return /\.m4a(?:$|\?)/i.test(audio.url) ? 'audio/mp4' : 'audio/mpeg';
}

function item(sermon: Sermon, siteUrl: string): string {
  const audio = sermon.audio;
  if (!audio) return '';
  const summary = [sermon.scripture, sermon.description].filter(Boolean).join(' — ');
  return `    <item>
      <title>${escapeHtml(sermon.title)}</title>
      <guid isPermaLink="false">holy-trinity-sermon-${sermon.id}</guid>
      <link>${escapeHtml(absolute(siteUrl, `/media/sermons/${sermon.id}`))}</link>
      <pubDate>${rfc822(sermon.date)}</pubDate>
      <description>${escapeHtml(summary)}</description>
      <enclosure url="${escapeHtml(absolute(siteUrl, audio.url))}" length="${audio.length ?? 0}" type="${enclosureType(audio)}"/>
      <itunes:author>${escapeHtml(sermon.preacher)}</itunes:author>
      <itunes:episodeType>full</itunes:episodeType>
      <itunes:explicit>false</itunes:explicit>
${sermon.image ? `      <itunes:image href="${escapeHtml(absolute(siteUrl, sermon.image))}"/>\n` : ''}    </item>`;
}

/**
 * The sermons as an RSS 2.0 podcast feed with Apple's iTunes tags: every
 * sermon with a recording, newest first, its enclosure carrying the file's
 * length in bytes and its type. Addresses are absolute on the public site.
 */
export function podcastFeed(
  sermons: readonly Sermon[],
  siteUrl: string,
  /** The parish as the office keeps it (docs/parish-details.md); the compiled one by default. */
  parish: { name: string; address: string; email: string } = PARISH_CONTACT,
): string {
  const items = sermons.map((sermon) => item(sermon, siteUrl)).filter(Boolean);
  const title = `${parish.name}: Sermons`;
  const description = `Sunday homilies and teaching from ${parish.name}, ${parish.address}.`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(title)}</title>
    <link>${escapeHtml(absolute(siteUrl, '/media'))}</link>
    <atom:link href="${escapeHtml(absolute(siteUrl, '/podcast.xml'))}" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml(description)}</description>
    <language>en-us</language>
    <itunes:author>${escapeHtml(parish.name)}</itunes:author>
    <itunes:owner>
      <itunes:name>${escapeHtml(parish.name)}</itunes:name>
      <itunes:email>${escapeHtml(parish.email)}</itunes:email>
    </itunes:owner>
    <itunes:category text="${CATEGORY.name}">
      <itunes:category text="${CATEGORY.sub}"/>
    </itunes:category>
    <itunes:explicit>false</itunes:explicit>
    <itunes:type>episodic</itunes:type>
${items.join('\n')}
  </channel>
</rss>
`;
}
