import { apiPaths, type ScheduleWeek, type Video } from '@parish/shared-types';
import { pageQuery, useApiQuery, useInLanguage } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { weekIn } from '../lib/weekIn';

/** How far ahead /live looks for the next streamed service: two weeks from the parish's today. */
export const LIVE_DAYS = 14;

/** `GET /api/schedule/?days=14`: the services of the coming two weeks, streamed ones among them. */
export function getLiveSchedule(signal?: AbortSignal): Promise<ScheduleWeek> {
  return api.schedule.week({ days: LIVE_DAYS }, signal);
}

export const liveScheduleQuery = pageQuery(
  `${apiPaths.schedule}?days=${LIVE_DAYS}`,
  getLiveSchedule,
);

export function useLiveSchedule() {
  return useInLanguage(useApiQuery(liveScheduleQuery), weekIn);
}

/** `GET /api/videos/`: the recordings the office added (the Liturgies & Homilies among them). */
export function getRecordings(signal?: AbortSignal): Promise<Video[]> {
  return api.videos.list(signal);
}

export const recordingsQuery = pageQuery(apiPaths.videos, getRecordings);

export function useRecordings() {
  return useApiQuery(recordingsQuery);
}
