import type { CourseRegistration, CourseValue, ReceivedSearch } from '@parish/shared-types';
import { desc } from 'drizzle-orm';
import type { Executor } from '../../../db';
import { countRows, fromDay, single } from '../../../db/rows';
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

/** Every registration, newest first; from a day (UTC) on when asked. */
export async function listCourseRegistrations(
  db: Executor,
  search: ReceivedSearch,
): Promise<CourseRegistration[]> {
  const rows = await db
    .select()
    .from(courseRegistrations)
    .where(fromDay(courseRegistrations.createdAt, search.from))
    .orderBy(desc(courseRegistrations.createdAt), desc(courseRegistrations.id));
  return rows.map(toCourseRegistrationJson);
}

/** How many registrations arrived from a day (UTC) on. */
export function countCourseRegistrations(db: Executor, from: string): Promise<number> {
  return countRows(db, courseRegistrations, fromDay(courseRegistrations.createdAt, from));
}
