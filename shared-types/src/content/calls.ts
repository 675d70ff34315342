/** The API's calls of the shop's items, leadership, ministries, media, blog, the parish's details, ministry interest, the weekly bulletins and the verse (put together by createParishApi in client.ts). */
import { apiPaths } from '../api';
import { answer, crud, listOf, noAnswer, withQuery } from '../crud';
import type {
  BlogPost,
  DailyVerse,
  Leader,
  Ministry,
  MinistryInterest,
  Photo,
  Product,
  Video,
} from './entities';
import type { HttpClient } from '../httpClient';
import type { BlogInput, LeaderInput, LeaderPatch, MinistryInput, VideoInput } from './content';
import type {
  Announcement,
  AnnouncementInput,
  HeroSlideInput,
  HeroSlideRecord,
  HistoryEntry,
  HistoryEntryInput,
  ParishContact,
  ParishContactRecord,
  ParishDetails,
  ParishStatement,
  ParishStatementRecord,
  SocialLink,
  SocialLinkInput,
} from './parishDetails';
import type { Bulletin } from './bulletins';
import type { ProductInput } from './products';
import type { Sermon, SermonInput } from './sermons';
import type { MinistryInterestInput } from '../messaging/signups';
import type { ReceivedSearch } from '../messaging/search';

/** The multipart body of `POST /api/media/photos/`: the image in field `file`. */
export function photoFormData(file: Blob, filename?: string): FormData {
  const form = new FormData();
  if (filename) form.append('file', file, filename);
  else form.append('file', file);
  return form;
}

export function contentCalls(http: HttpClient) {
  const listAt = listOf(http);
  return {
    shop: crud<Product, ProductInput>(http, apiPaths.shop, apiPaths.product, 'put'),
    leadership: crud<Leader, LeaderInput, LeaderPatch>(
      http,
      apiPaths.leadership,
      apiPaths.leader,
      'patch',
    ),
    ministries: crud<Ministry, MinistryInput>(http, apiPaths.ministries, apiPaths.ministry, 'put'),
    videos: crud<Video, VideoInput>(
      http,
      apiPaths.videos,
      apiPaths.video,
      'put',
      // The spec's PUT carries the id in the body as well as the path.
      (id, input) => ({ id, ...input }),
    ),
    photos: {
      list: listAt<Photo>(apiPaths.photos),
      upload: (file: Blob, filename?: string) =>
        answer(http.post<Photo>(apiPaths.photos, photoFormData(file, filename))),
      remove: (id: number) => noAnswer(http.delete<unknown>(apiPaths.photo(id))),
    },
    bulletins: {
      /** Every bulletin, newest first. */
      list: listAt<Bulletin>(apiPaths.bulletins),
      /** This week's bulletin (the newest not after the parish's today), or null. */
      current: (signal?: AbortSignal) =>
        answer(http.get<Bulletin | null>(apiPaths.currentBulletin, { signal })),
      /** Editors and owners: uploads a bulletin's PDF for its Sunday (`bulletinFormData`, @parish/shared-types/bulletins). */
      upload: (form: FormData) => answer(http.post<Bulletin>(apiPaths.bulletins, form)),
      remove: (id: number) => noAnswer(http.delete<unknown>(apiPaths.bulletin(id))),
    },
    sermons: {
      ...crud<Sermon, SermonInput>(http, apiPaths.sermons, apiPaths.sermon, 'put'),
      /** Administrators: uploads (replacing) a sermon's MP3 or M4A recording. */
      uploadAudio: (id: number, file: Blob, filename?: string) =>
        answer(http.post<Sermon>(apiPaths.sermonAudio(id), photoFormData(file, filename))),
      /** Administrators: takes the uploaded recording off a sermon. */
      removeAudio: (id: number) => answer(http.delete<Sermon>(apiPaths.sermonAudio(id))),
    },
    parish: {
      /** The details as the site shows them (what readers check part by part). */
      details: (signal?: AbortSignal) =>
        answer(http.get<ParishDetails>(apiPaths.parishDetails, { signal })),
      /** A list of one record (id 1): the dashboard edits it like any record. */
      contact: {
        list: (signal?: AbortSignal) =>
          answer(http.get<ParishContactRecord[]>(apiPaths.parishContact, { signal })),
        get: (id: number, signal?: AbortSignal) =>
          answer(http.get<ParishContactRecord>(apiPaths.parishContactRecord(id), { signal })),
        update: (id: number, input: ParishContact) =>
          answer(http.put<ParishContactRecord>(apiPaths.parishContactRecord(id), input)),
      },
      statement: {
        list: (signal?: AbortSignal) =>
          answer(http.get<ParishStatementRecord[]>(apiPaths.parishStatement, { signal })),
        get: (id: number, signal?: AbortSignal) =>
          answer(http.get<ParishStatementRecord>(apiPaths.parishStatementRecord(id), { signal })),
        update: (id: number, input: ParishStatement) =>
          answer(http.put<ParishStatementRecord>(apiPaths.parishStatementRecord(id), input)),
      },
      history: crud<HistoryEntry, HistoryEntryInput>(
        http,
        apiPaths.historyEntries,
        apiPaths.historyEntry,
        'put',
      ),
      slides: {
        ...crud<HeroSlideRecord, HeroSlideInput>(
          http,
          apiPaths.heroSlides,
          apiPaths.heroSlide,
          'put',
        ),
        /** Administrators: uploads (replacing) a slide's image. */
        uploadImage: (id: number, file: Blob, filename?: string) =>
          answer(
            http.post<HeroSlideRecord>(apiPaths.heroSlideImage(id), photoFormData(file, filename)),
          ),
      },
      socialLinks: crud<SocialLink, SocialLinkInput>(
        http,
        apiPaths.socialLinks,
        apiPaths.socialLink,
        'put',
      ),
      announcements: crud<Announcement, AnnouncementInput>(
        http,
        apiPaths.announcements,
        apiPaths.announcement,
        'put',
      ),
    },
    blogs: {
      list: listAt<BlogPost>(apiPaths.blogs),
      get: (id: number, signal?: AbortSignal) =>
        answer(http.get<BlogPost>(apiPaths.blog(id), { signal })),
      create: (input: BlogInput) => answer(http.post<BlogPost>(apiPaths.blogs, input)),
      /** Administrators: replaces a post's fields. */
      update: (id: number, input: BlogInput) =>
        answer(http.put<BlogPost>(apiPaths.blog(id), { id, ...input })),
      remove: (id: number) => noAnswer(http.delete<unknown>(apiPaths.blog(id))),
      /** Administrators: every post, drafts included. */
      listAll: listAt<BlogPost>(apiPaths.blogsAll),
      /** A published post by its address. */
      getBySlug: (slug: string, signal?: AbortSignal) =>
        answer(http.get<BlogPost>(apiPaths.blogBySlug(slug), { signal })),
    },
    ministryInterests: {
      create: (input: MinistryInterestInput) =>
        answer(http.post<MinistryInterest>(apiPaths.ministryInterests, input)),
      /** Administrators: every interest, newest first; `search` keeps those from a day on. */
      list: (signal?: AbortSignal, search: ReceivedSearch = {}) =>
        answer(
          http.get<MinistryInterest[]>(withQuery(apiPaths.ministryInterests, search), { signal }),
        ),
    },
    verse: {
      daily: (signal?: AbortSignal) =>
        answer(http.get<DailyVerse>(apiPaths.dailyVerse, { signal })),
    },
  };
}
