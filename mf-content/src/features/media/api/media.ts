import { apiPaths, blogPostsIn, type BlogPost, type Photo, type Video } from '@parish/shared-types';
import { pageQuery, useApiQuery, useInLanguage } from '@parish/shared-web';
import { api } from '../../../lib/api';

/** `GET /api/videos/`: every video administrators added. */
export function getVideos(signal?: AbortSignal): Promise<Video[]> {
  return api.videos.list(signal);
}

export const videosQuery = pageQuery(apiPaths.videos, getVideos);

export function useVideos() {
  return useApiQuery(videosQuery);
}

/** `GET /api/media/photos/`: the photos administrators uploaded. */
export function getPhotos(signal?: AbortSignal): Promise<Photo[]> {
  return api.photos.list(signal);
}

export const photosQuery = pageQuery(apiPaths.photos, getPhotos);

export function usePhotos() {
  return useApiQuery(photosQuery);
}

/** `GET /api/media/blogs/`: the blog posts. */
export function getBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return api.blogs.list(signal);
}

export const blogPostsQuery = pageQuery(apiPaths.blogs, getBlogPosts);

/** The posts as the page's language shows them: the office's Spanish title and text where written. */
export function useBlogPosts() {
  return useInLanguage(useApiQuery(blogPostsQuery), blogPostsIn);
}
