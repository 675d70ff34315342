import type { ContentMessageId } from './i18n';

/** The tabs of /media, in order; the one shown is `?tab=` (Sermons without it, spec: the default). */
export const MEDIA_TABS = [
  { value: 'sermons', label: 'content.media.tabs.sermons' },
  { value: 'photos', label: 'content.media.tabs.photos' },
  { value: 'videos', label: 'content.media.tabs.videos' },
  { value: 'blog', label: 'content.media.tabs.blog' },
] as const satisfies readonly { value: string; label: ContentMessageId }[];
export type MediaTab = (typeof MEDIA_TABS)[number]['value'];

/** The tab `?tab=` names, or Sermons. */
export function parseMediaTab(value: string | null): MediaTab {
  return MEDIA_TABS.find((tab) => tab.value === value)?.value ?? 'sermons';
}
