import { useApiQuery } from '@parish/shared-web';
import { eventsQuery } from '../../../lib/events';

export function useEvents() {
  return useApiQuery(eventsQuery);
}
