import { localize, type Language, type NewsletterTopic } from '@parish/shared-types';
import type { SelectOption } from '@parish/shared-web';

/**
 * The topics as checkbox choices in the page's language: the office's
 * Spanish name where it wrote one (else the English), with its description.
 */
export function topicChoices(
  topics: readonly NewsletterTopic[],
  language: Language,
): SelectOption[] {
  return topics.map((topic) => {
    const shown = localize(topic, ['name', 'description'], language);
    return {
      value: String(topic.id),
      label: shown.description ? `${shown.name}: ${shown.description}` : shown.name,
    };
  });
}
