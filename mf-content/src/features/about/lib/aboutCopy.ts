import type { ContentMessageId } from './i18n';

/** A subject of the About page's information block: message ids, and where its link goes. */
export interface InformationItem {
  title: ContentMessageId;
  text: ContentMessageId;
  link?: { to: string; label: ContentMessageId };
}

/** The About page's information block (spec: eight subjects, the quiz at /catholic-quiz). */
export const INFORMATION: readonly InformationItem[] = [
  {
    title: 'content.newcomer.title',
    text: 'content.about.info.new.text',
    link: { to: '/about/new', label: 'content.about.info.new.link' },
  },
  {
    title: 'content.staff.title',
    text: 'content.about.info.staff.text',
    link: { to: '/about/staff-directory', label: 'content.about.info.staff.link' },
  },
  {
    title: 'content.staff.council',
    text: 'content.about.info.council.text',
    link: {
      to: '/about/staff-directory#parish-council',
      label: 'content.about.info.council.link',
    },
  },
  {
    title: 'content.about.info.clergy.title',
    text: 'content.about.info.clergy.text',
    link: {
      to: '/about/staff-directory#pastoral-staff',
      label: 'content.about.info.clergy.link',
    },
  },
  { title: 'content.about.info.ecc.title', text: 'content.about.info.ecc.text' },
  { title: 'content.about.info.oldCatholic.title', text: 'content.about.info.oldCatholic.text' },
  { title: 'content.about.info.divorced.title', text: 'content.about.info.divorced.text' },
  {
    title: 'content.quiz.title',
    text: 'content.about.info.quiz.text',
    link: { to: '/catholic-quiz', label: 'content.about.info.quiz.link' },
  },
];
