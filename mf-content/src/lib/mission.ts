import type { ContentMessageId } from './i18n';

/** The About page's five values (spec: Our Mission), as message ids. */
export const VALUES: readonly { title: ContentMessageId; text: ContentMessageId }[] = [
  { title: 'content.about.values.worship.title', text: 'content.about.values.worship.text' },
  { title: 'content.about.values.teaching.title', text: 'content.about.values.teaching.text' },
  { title: 'content.about.values.community.title', text: 'content.about.values.community.text' },
  { title: 'content.about.values.service.title', text: 'content.about.values.service.text' },
  {
    title: 'content.about.values.discipleship.title',
    text: 'content.about.values.discipleship.text',
  },
];
