import { useCallback } from 'react';
import type { ScheduleOccurrence } from '@parish/shared-types';
import { useT } from '../lib/i18n';
import { KIND_NAMES } from '../lib/scheduleCopy';

/** A service's name as the page says it: the office's own title, else its kind's name in the page's language. */
export function useServiceName(): (service: Pick<ScheduleOccurrence, 'title' | 'kind'>) => string {
  const t = useT();
  return useCallback((service) => service.title ?? t(KIND_NAMES[service.kind]), [t]);
}
