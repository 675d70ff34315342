import type { CourseRegistration, CourseRegistrationInput } from '@parish/shared-types';
import { api } from '../../../lib/api';

/** `POST /api/course-registrations/`: the application form, stored for the parish office. */
export function registerForCourse(input: CourseRegistrationInput): Promise<CourseRegistration> {
  return api.courseRegistrations.create(input);
}
