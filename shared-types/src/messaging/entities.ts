/**
 * The messaging domain's records as the API returns them. Field names follow
 * the spec's API contract (section 7), which is why most are snake_case;
 * money is dollars with at most two decimals on the wire.
 */
import type { IsoDateTime } from '../isoDates';

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  message: string;
  who_is_this_for: string;
  attachment: string | null;
  created_at: IsoDateTime;
}

/**
 * The three courses (spec: Our Courses, and the application's course select
 * offering theology, history and service), each with its page.
 */
export const COURSES = [
  { value: 'theology', title: 'Intro to Catholic Theology', path: '/courses/theology' },
  { value: 'history', title: 'History of the Early Church', path: '/courses/church-history' },
  { value: 'service', title: 'Faith & Community Service', path: '/courses/service' },
] as const;

export type Course = (typeof COURSES)[number];

export type CourseValue = Course['value'];

/** `POST /api/course-registrations/`: a registration for one of the three courses. */
export interface CourseRegistration {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  course: CourseValue;
  created_at: IsoDateTime;
}
