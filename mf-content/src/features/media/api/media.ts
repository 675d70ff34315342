import type { BlogPost, Photo, Video } from '@parish/shared-types';
import { useApiQuery } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/videos/`: every video administrators added. */
export function getVideos(signal?: AbortSignal): Promise<Video[]> {
  return api.videos.list(signal);
}

export function useVideos() {
  return useApiQuery(getVideos);
}

/** `GET /api/media/photos/`: the photos administrators uploaded. */
export function getPhotos(signal?: AbortSignal): Promise<Photo[]> {
  return api.photos.list(signal);
}

export function usePhotos() {
  return useApiQuery(getPhotos);
}

/** `GET /api/media/blogs/`: the blog posts. */
export function getBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return api.blogs.list(signal);
}

export function useBlogPosts() {
  return useApiQuery(getBlogPosts);
}
