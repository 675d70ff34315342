import {
  apiPaths,
  videoInputSchema,
  type Video,
  type VideoCategory,
  type VideoInput,
} from '@parish/shared-types';
import { videos } from '../tables';
import type { ApiApp, AppContext } from '../../../http/context';
import { registerResourceRoutes } from '../resources/routes';
import { videoJson } from './json';

export const VIDEO_NOT_FOUND_MESSAGE = 'Video not found';

function toVideoJson(row: typeof videos.$inferSelect): Video {
  return {
    id: row.id,
    title: row.title,
    youtube_url: row.youtubeUrl,
    // Only the input schema's categories are ever written.
    category: row.category as VideoCategory,
  };
}

function videoColumns(input: VideoInput) {
  return { title: input.title, youtubeUrl: input.youtube_url, category: input.category };
}

const example = {
  title: 'Easter Vigil Homily',
  youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  category: 'Liturgies & Homilies',
};

export async function videoRoutes(app: ApiApp, { db }: AppContext) {
  registerResourceRoutes(app, db, {
    table: videos,
    paths: { collection: apiPaths.videos, one: apiPaths.video },
    tag: 'Videos',
    names: { one: 'video', many: 'videos' },
    notFoundMessage: VIDEO_NOT_FOUND_MESSAGE,
    json: videoJson,
    toJson: toVideoJson,
    create: { schema: videoInputSchema, example, toColumns: videoColumns },
    update: { method: 'PUT', schema: videoInputSchema, example, toColumns: videoColumns },
  });
}
