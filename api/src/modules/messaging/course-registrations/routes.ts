import {
  apiPaths,
  COURSES,
  courseRegistrationInputSchema,
  receivedSearchSchema,
} from '@parish/shared-types';
import { z } from 'zod';
import type { ApiApp, AppContext } from '../../../http/context';
import { publicFormRoute } from '../../../http/rate-limits';
import { docs } from '../../../openapi/registry';
import { courseRegistrationJson } from './json';
import { listCourseRegistrations, registerForCourse } from './service';

const tag = 'Course registrations';

export async function courseRegistrationRoutes(app: ApiApp, { db, config, outbox }: AppContext) {
  app.post(
    apiPaths.courseRegistrations,
    publicFormRoute(config, {
      tag,
      summary: 'Register for a course',
      description: `All four fields are required; \`course\` is one of ${COURSES.map((course) => `\`${course.value}\``).join(', ')}.`,
      access: 'public',
      body: courseRegistrationInputSchema,
      example: {
        first_name: 'Peter',
        last_name: 'Nguyen',
        email: 'peter@example.org',
        course: 'history',
      },
      responses: { 201: { description: 'Registered', schema: courseRegistrationJson } },
    }),
    async (request, reply) => {
      const input = request.body;
      return reply.status(201).send(await registerForCourse(db, outbox, input));
    },
  );

  app.get(
    apiPaths.courseRegistrations,
    docs({
      tag,
      summary: 'List course registrations',
      description: 'Newest first; `from` keeps what arrived on that UTC day or later.',
      access: 'admin',
      query: { schema: receivedSearchSchema, describe: { from: 'First day, YYYY-MM-DD' } },
      responses: {
        200: { description: 'Every registration', schema: z.array(courseRegistrationJson) },
      },
    }),
    async (request) => listCourseRegistrations(db, request.query),
  );
}
