import type { CourseRegistration, CourseRegistrationInput } from '@parish/shared-types';
import type { Database } from '../../db';
import { insertCourseRegistration } from './repository';

export { listCourseRegistrations } from './repository';

/** Stores a registration for one of the three courses (the schema checked every field). */
export function registerForCourse(
  db: Database,
  input: CourseRegistrationInput,
): Promise<CourseRegistration> {
  return insertCourseRegistration(db, {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    course: input.course,
  });
}
