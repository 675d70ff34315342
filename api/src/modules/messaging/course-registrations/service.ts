import {
  courseTitle,
  type CourseRegistration,
  type CourseRegistrationInput,
} from '@parish/shared-types';
import type { Database } from '../../../db';
import { dashboardUrl } from '../contact/service';
import type { Outbox } from '../mail/outbox';
import { insertCourseRegistration } from './repository';

export { countCourseRegistrations, listCourseRegistrations } from './repository';

/**
 * Stores a registration for one of the three courses (the schema checked
 * every field) and tells the office, Reply-To the visitor, in one transaction.
 */
export function registerForCourse(
  db: Database,
  outbox: Outbox,
  input: CourseRegistrationInput,
): Promise<CourseRegistration> {
  return db.transaction(async (tx) => {
    const registration = await insertCourseRegistration(tx, {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      course: input.course,
    });
    await outbox.enqueue(tx, {
      kind: 'course_registration_office',
      to: outbox.officeAddress,
      replyTo: input.email,
      data: {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        courseTitle: courseTitle(input.course),
        dashboardUrl: dashboardUrl(outbox),
      },
    });
    return registration;
  });
}
