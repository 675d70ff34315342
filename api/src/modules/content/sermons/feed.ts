import {
  DEFAULT_LANGUAGE,
  escapeHtml,
  LANGUAGE_LOCALES,
  localize,
  PARISH_CONTACT,
  pathInLanguage,
  podcastAddress,
  type Language,
  type Sermon,
} from '@parish/shared-types';
import { apiTexts } from '../../../lib/i18n';

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

function item(sermon: Sermon, siteUrl: string, language: Language): string {
  const audio = sermon.audio;
  if (!audio) return '';
  const { title, description } = localize(sermon, ['title', 'description'], language);
  const summary = [sermon.scripture, description].filter(Boolean).join(' — ');
  const page = pathInLanguage(`/media/sermons/${sermon.id}`, language);
  return `    <item>
      <title>${escapeHtml(title)}</title>
      <guid isPermaLink="false">holy-trinity-sermon-${sermon.id}</guid>
      <link>${escapeHtml(absolute(siteUrl, page))}</link>
      <pubDate>${rfc822(sermon.date)}</pubDate>
      <description>${escapeHtml(summary)}</description>
      <enclosure url="${escapeHtml(absolute(siteUrl, audio.url))}" length="${audio.length ?? 0}" type="${enclosureType(audio)}"/>
      <itunes:author>${escapeHtml(sermon.preacher)}</itunes:author>
      <itunes:episodeType>full</itunes:episodeType>
      <itunes:explicit>false</itunes:explicit>
${sermon.image ? `      <itunes:image href="${escapeHtml(absolute(siteUrl, sermon.image))}"/>\n` : ''}    </item>`;
}

/**
 * The sermons as an RSS 2.0 podcast feed with Apple's iTunes tags, in
 * `language`: every sermon with a recording, newest first, its enclosure
 * carrying the file's length in bytes and its type; its title and
 * description in the language where the office wrote them (else English),
 * its links to the language's pages. Addresses are absolute on the public site.
 */
export function podcastFeed(
  sermons: readonly Sermon[],
  siteUrl: string,
  /** The parish as the office keeps it (docs/parish-details.md); the compiled one by default. */
  parish: { name: string; address: string; email: string } = PARISH_CONTACT,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const t = apiTexts(language);
  const items = sermons.map((sermon) => item(sermon, siteUrl, language)).filter(Boolean);
  const title = t('api.podcast.title', { parish: parish.name });
  const description = t('api.podcast.description', {
    parish: parish.name,
    address: parish.address,
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(title)}</title>
    <link>${escapeHtml(absolute(siteUrl, pathInLanguage('/media', language)))}</link>
    <atom:link href="${escapeHtml(absolute(siteUrl, podcastAddress(language)))}" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml(description)}</description>
    <language>${LANGUAGE_LOCALES[language].toLowerCase()}</language>
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
