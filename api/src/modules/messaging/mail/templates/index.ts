/**
 * The messaging module's mails: each kind's subject and sample data here, its
 * template in renderers.tsx (loaded with the first mail rendered).
 */
import { apiTexts } from '../../../../lib/i18n';
import { subjectText as s } from './format';
import { SAMPLE_DASHBOARD_URL } from './samples';
import type { ModuleMails } from '../template';
import type { MessagingMailKind } from './kinds';

export type { MessagingMailKind };

export const messagingMails: ModuleMails<MessagingMailKind> = {
  subjects: {
    contact_office: (data) => `Contact message from ${s(data.name)}`,
    contact_acknowledgement: (_data, language) =>
      apiTexts(language)('api.mail.contactAcknowledgement.subject'),
    course_registration_office: (data) =>
      `Course registration: ${s(`${data.firstName} ${data.lastName}`)} for ${s(data.courseTitle)}`,
    chat_office: (data) => s(data.topic) || 'Chat assistant',
    newsletter_confirm: (_data, language) =>
      apiTexts(language)('api.mail.newsletterConfirm.subject'),
    newsletter_welcome: (_data, language) =>
      apiTexts(language)('api.mail.newsletterWelcome.subject'),
  },
  samples: {
    contact_office: {
      messageId: 17,
      name: 'Mary Smith',
      email: 'mary@example.com',
      phone: '(555) 555-0123',
      whoIsThisFor: 'Pastor',
      message: 'Hello,\nCould we talk about a baptism in May?\nThank you.',
      attachmentName: 'baptism-form.pdf',
      dashboardUrl: `${SAMPLE_DASHBOARD_URL}/contact`,
    },
    contact_acknowledgement: {
      name: 'Mary Smith',
    },
    course_registration_office: {
      firstName: 'Mary',
      lastName: 'Smith',
      email: 'mary@example.com',
      courseTitle: 'Alpha Course',
      dashboardUrl: `${SAMPLE_DASHBOARD_URL}/course-registrations`,
    },
    chat_office: {
      topic: 'Prayer request (chat assistant)',
      message: 'Please pray for my mother,\nwho is in hospital.',
      dashboardUrl: `${SAMPLE_DASHBOARD_URL}/contact`,
    },
    newsletter_confirm: {
      confirmUrl: 'https://holytrinity.example/newsletter/confirm?token=confirm-token',
      unsubscribeUrl: 'https://holytrinity.example/newsletter/unsubscribe?token=unsub-token',
      oneClickUnsubscribeUrl:
        'https://holytrinity.example/api/newsletter/unsubscribe/one-click/?token=unsub-token',
    },
    newsletter_welcome: {
      unsubscribeUrl: 'https://holytrinity.example/newsletter/unsubscribe?token=unsub-token',
      oneClickUnsubscribeUrl:
        'https://holytrinity.example/api/newsletter/unsubscribe/one-click/?token=unsub-token',
    },
  },
  loadRenderers: () => import('./renderers').then((module) => module.renderers),
};
