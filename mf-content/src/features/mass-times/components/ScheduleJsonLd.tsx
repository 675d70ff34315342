import type { ScheduleOccurrence } from '@parish/shared-types';
import { useParishDetails } from '@parish/shared-web';
import { useServiceName } from '../hooks/useServiceName';
import { scheduleJsonLd, scriptJson } from '../lib/jsonLd';

/**
 * The week's services as schema.org events, in the page itself: the server
 * renders them with the page, where search engines read them, and the
 * browser takes the same element over unchanged. A data block, which no
 * browser runs (the Content-Security-Policy needs nothing for it).
 */
export function ScheduleJsonLd({ services }: { services: readonly ScheduleOccurrence[] }) {
  const nameOf = useServiceName();
  const { contact } = useParishDetails();
  const data = scheduleJsonLd(services, nameOf, { name: contact.name, address: contact.address });
  return (
    <script
      type="application/ld+json"
      // Escaped by scriptJson: no text of the office's can end the element.
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
