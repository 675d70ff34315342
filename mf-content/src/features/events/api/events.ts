import { eventsIn } from '@parish/shared-types';
import { useApiQuery, useInLanguage } from '@parish/shared-web';
import { eventsQuery } from '../../../lib/events';

/** The events as the page's language shows them: the office's Spanish where it wrote one. */
export function useEvents() {
  return useInLanguage(useApiQuery(eventsQuery), eventsIn);
}
