import type { CourseRegistration, CourseValue } from '@parish/shared-types';
import { desc } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { single } from '../../../db/rows';
import { courseRegistrations } from '../tables';

type RegistrationRow = typeof courseRegistrations.$inferSelect;
export type NewCourseRegistration = Omit<
  typeof courseRegistrations.$inferInsert,
  'id' | 'createdAt'
>;

function toCourseRegistrationJson(row: RegistrationRow): CourseRegistration {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    // The table's check admits only the three courses.
    course: row.course as CourseValue,
    created_at: row.createdAt.toISOString(),
  };
}

export async function insertCourseRegistration(
  db: Executor,
  registration: NewCourseRegistration,
): Promise<CourseRegistration> {
  return toCourseRegistrationJson(
    single(await db.insert(courseRegistrations).values(registration).returning()),
  );
}

/** Every registration, newest first. */
export async function listCourseRegistrations(db: Executor): Promise<CourseRegistration[]> {
  const rows = await db
    .select()
    .from(courseRegistrations)
    .orderBy(desc(courseRegistrations.createdAt), desc(courseRegistrations.id));
  return rows.map(toCourseRegistrationJson);
}
