/** The tabs of /media, in order; the one shown is `?tab=` (Sermons without it, spec: the default). */
export const MEDIA_TABS = [
  { value: 'sermons', label: 'Sermons' },
  { value: 'photos', label: 'Photos' },
  { value: 'videos', label: 'Videos' },
  { value: 'blog', label: 'Blog' },
] as const;
export type MediaTab = (typeof MEDIA_TABS)[number]['value'];

/** The tab `?tab=` names, or Sermons. */
export function parseMediaTab(value: string | null): MediaTab {
  return MEDIA_TABS.find((tab) => tab.value === value)?.value ?? 'sermons';
}
