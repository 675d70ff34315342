import { z } from 'zod';
import { COURSES, type CourseValue } from './entities';
import { optionalText, requiredEmail, requiredText } from '../schemas/fields';

/**
 * What visitors ask to join (spec section 3, 'Ministry interest form' and
 * 'Course registration'). The spec shows no messages for the ministry form;
 * these say what is missing in the same words as the contact form.
 */

const EMAIL_REQUIRED = 'Email is required';
const EMAIL_INVALID = 'Please enter a valid email address';

export const MINISTRY_REQUIRED_MESSAGE = 'Please select a ministry.';
/** The chosen ministry was removed since the page loaded. */
export const MINISTRY_UNKNOWN_MESSAGE =
  'This ministry is no longer listed. Please select another one.';

/** The Ministries page's 'Get Involved' form: name, email, phone, ministry, message. */
export const ministryInterestInputSchema = z.object({
  name: requiredText('Name is required'),
  email: requiredEmail(EMAIL_REQUIRED, EMAIL_INVALID),
  phone: optionalText(40),
  // The select sends the ministry's id as text; JSON clients may send a number.
  ministry: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: MINISTRY_REQUIRED_MESSAGE })
      .int(MINISTRY_REQUIRED_MESSAGE)
      .positive(MINISTRY_REQUIRED_MESSAGE)
      .max(2_147_483_647, MINISTRY_UNKNOWN_MESSAGE),
  ),
  message: optionalText(2000, { multiline: true }),
});

export type MinistryInterestInput = z.output<typeof ministryInterestInputSchema>;

const COURSE_VALUES = COURSES.map((course) => course.value) as [CourseValue, ...CourseValue[]];

export const COURSE_REQUIRED_MESSAGE = 'Please select a course.';

/** 'Register for a Course' (/application): all four fields required (spec section 5). */
export const courseRegistrationInputSchema = z.object({
  first_name: requiredText('First name is required', 100),
  last_name: requiredText('Last name is required', 100),
  email: requiredEmail(EMAIL_REQUIRED, EMAIL_INVALID),
  course: z.enum(COURSE_VALUES, { error: COURSE_REQUIRED_MESSAGE }),
});

export type CourseRegistrationInput = z.output<typeof courseRegistrationInputSchema>;

/** A course's title by its value (`theology` → 'Intro to Catholic Theology'). */
export function courseTitle(value: CourseValue): string {
  return COURSES.find((course) => course.value === value)?.title ?? value;
}
