import { apiPaths, COURSES, type CourseValue } from '@parish/shared-types';
import type { ContentMessageId } from './i18n';

/** What each course page says about its course: message ids, apart from where and the picture. */
export interface CourseDetails {
  value: CourseValue;
  title: ContentMessageId;
  path: string;
  /** The course list's card text. */
  summary: ContentMessageId;
  description: ContentMessageId;
  /** What the sessions cover, in order. */
  topics: readonly ContentMessageId[];
  /** Who the course is for. */
  audience: ContentMessageId;
  image: string;
}

const art = (name: string) => `${apiPaths.seedImages}${name}.svg`;

/** A course's texts, by its ids: `content.courses.<value>.title`, `.summary`, `.topic1`… */
function texts(value: CourseValue) {
  const id = (name: string) => `content.courses.${value}.${name}` as ContentMessageId;
  return {
    title: id('title'),
    summary: id('summary'),
    description: id('description'),
    topics: [1, 2, 3, 4, 5, 6].map((topic) => id(`topic${topic}`)),
    audience: id('audience'),
  };
}

const IMAGES: Record<CourseValue, string> = {
  theology: art('bible-study'),
  history: art('reflection'),
  service: art('food-drive'),
};

/** The three courses with their page copy, in the spec's order. */
export const COURSE_DETAILS: readonly CourseDetails[] = COURSES.map((course) => ({
  value: course.value,
  path: course.path,
  ...texts(course.value),
  image: IMAGES[course.value],
}));

/** The course whose page is `path` (e.g. `/courses/church-history`), if any. */
export function courseAtPath(path: string): CourseDetails | undefined {
  return COURSE_DETAILS.find((course) => course.path === path);
}
