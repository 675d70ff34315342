import type { Sermon } from '@parish/shared-types';
import type { ContentMessageId } from './i18n';

/** How a sermon was recorded: the Video and Audio badges of the Sermons tab (message ids). */
export function sermonFormats(sermon: Sermon): ContentMessageId[] {
  return [
    ...(sermon.video_url ? (['content.media.sermons.video'] as const) : []),
    ...(sermon.audio ? (['content.media.sermons.audio'] as const) : []),
  ];
}

/** A sermon's own page. */
export function sermonPath(id: number): string {
  return `/media/sermons/${id}`;
}

/** The sermon a `/media/sermons/:id` URL names, from the list; null for any other id. */
export function sermonWithId<S extends Sermon>(
  sermons: readonly S[],
  id: string | undefined,
): S | null {
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  return sermons.find((sermon) => sermon.id === Number(id)) ?? null;
}
