import { courseTitle, type CourseRegistration, type ReceivedSearch } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import { receivedFromFilter } from '../../../resources/lib/filters';

/** The Sign-ups tab's course registrations (newest first), with each course by its title. */
export const courseRegistrationsResource = defineResource({
  key: 'courseRegistrations',
  calls: { list: 'GET /api/course-registrations/' },
  label: 'Course registrations',
  list: (signal, filter) => api.courseRegistrations.list(signal, filter as ReceivedSearch),
  filter: receivedFromFilter('Filter course registrations'),
  recordId: (registration) => registration.id,
  recordLabel: (registration) =>
    `registration of ${registration.first_name} ${registration.last_name}`,
  columns: [
    { header: 'First name', value: (registration) => registration.first_name },
    { header: 'Last name', value: (registration) => registration.last_name },
    { header: 'Email', value: (registration) => registration.email },
    { header: 'Course', value: (registration) => courseTitle(registration.course) },
    dateTimeColumn('Registered', (registration: CourseRegistration) => registration.created_at),
  ],
  loadingText: 'Loading course registrations...',
  emptyText: 'No course registrations yet.',
  loadErrorText: 'Failed to fetch course registrations',
  csvFile: 'course-registrations',
});
