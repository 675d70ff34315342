import { useApiQuery } from '@parish/shared-web';
import { getUpcomingEvents } from '../api/getUpcomingEvents';

export function useUpcomingEvents() {
  return useApiQuery(getUpcomingEvents);
}
