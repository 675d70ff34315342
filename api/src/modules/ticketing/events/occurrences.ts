/**
 * Which seats a booking or a waitlist entry is for: a single event's, or
 * one occurrence's of a repeating event. A series is booked one date at a
 * time; the date must be one of its occurrences (not a skipped one), today
 * or later.
 */
import {
  EVENT_PAST_MESSAGE,
  OCCURRENCE_REQUIRED_MESSAGE,
  OCCURRENCE_SINGLE_EVENT_MESSAGE,
  OCCURRENCE_UNKNOWN_MESSAGE,
} from '@parish/shared-types';
import { invalid, type Failure } from '../../../lib/result';
import { fallsOn } from './recurrence';
import type { EventRow } from './repository';

/** Why `occurrence` cannot be booked (or waited for) on this event, naming the field; undefined when it can. */
export function occurrenceProblem(
  event: EventRow,
  occurrence: string | null,
  today: string,
): Failure | undefined {
  if (occurrence === null) {
    return event.recurrenceRule ? invalid(OCCURRENCE_REQUIRED_MESSAGE, 'occurrence') : undefined;
  }
  if (!event.recurrenceRule) return invalid(OCCURRENCE_SINGLE_EVENT_MESSAGE, 'occurrence');
  if (!fallsOn(event, occurrence)) return invalid(OCCURRENCE_UNKNOWN_MESSAGE, 'occurrence');
  if (occurrence < today) return invalid(EVENT_PAST_MESSAGE, 'occurrence');
  return undefined;
}
