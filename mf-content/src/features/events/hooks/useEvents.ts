import { useApiQuery } from '@parish/shared-web';
import { getEvents } from '../api/getEvents';

export function useEvents() {
  return useApiQuery(getEvents);
}
