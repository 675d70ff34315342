/** The JSON this feature answers with (see openapi/schemas.ts). */
import { COURSES, type CourseRegistration } from '@parish/shared-types';
import { z } from 'zod';
import { shapeOf, id, dateTime } from '../../../openapi/schemas';

const courseValues = COURSES.map((course) => course.value) as [
  (typeof COURSES)[number]['value'],
  ...(typeof COURSES)[number]['value'][],
];

export const courseRegistrationJson = shapeOf<CourseRegistration>()(
  z.object({
    id,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    course: z.enum(courseValues),
    created_at: dateTime,
  }),
);
