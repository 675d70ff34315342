import { courseTitle, type CourseRegistration, type ReceivedSearch } from '@parish/shared-types';
import { api } from '../../../lib/api';
import { dateTimeColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import { receivedFromFilter } from '../../../resources/lib/filters';

/** The Sign-ups tab's course registrations (newest first), with each course by its title. */
export const courseRegistrationsResource = defineResource({
  key: 'courseRegistrations',
  calls: { list: 'GET /api/course-registrations/' },
  label: 'admin.courseRegistrations.label',
  list: (signal, filter) => api.courseRegistrations.list(signal, filter as ReceivedSearch),
  filter: receivedFromFilter('admin.courseRegistrations.filter'),
  recordId: (registration) => registration.id,
  recordLabel: (registration, { t }) =>
    t('admin.courseRegistrations.recordLabel', {
      first: registration.first_name,
      last: registration.last_name,
    }),
  columns: [
    {
      header: 'admin.courseRegistrations.columns.firstName',
      value: (registration) => registration.first_name,
    },
    {
      header: 'admin.courseRegistrations.columns.lastName',
      value: (registration) => registration.last_name,
    },
    {
      header: 'admin.courseRegistrations.columns.email',
      value: (registration) => registration.email,
    },
    {
      header: 'admin.courseRegistrations.columns.course',
      value: (registration) => courseTitle(registration.course),
    },
    dateTimeColumn(
      'admin.courseRegistrations.columns.registered',
      (registration: CourseRegistration) => registration.created_at,
    ),
  ],
  loadingText: 'admin.courseRegistrations.loading',
  emptyText: 'admin.courseRegistrations.empty',
  loadErrorText: 'admin.courseRegistrations.loadError',
  csvFile: 'course-registrations',
});
