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
    // The whole subject is the office's: as long as the campaign's schema allows (150).
    campaign: (data, language) =>
      data.test
        ? `${apiTexts(language)('api.mail.campaign.testPrefix')} ${s(data.subject, 150)}`
        : s(data.subject, 150),
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
    campaign: {
      campaignId: 4,
      subscriberId: 12,
      subject: 'Adoration moves to the chapel on Thursday',
      bodyHtml:
        '<p>Dear Mary,</p><p>This Thursday, <strong>Adoration</strong> is in the chapel, 7 to 9 pm.</p>',
      unsubscribeUrl: 'https://holytrinity.example/newsletter/unsubscribe?token=unsub-token',
      oneClickUnsubscribeUrl:
        'https://holytrinity.example/api/newsletter/topics/1/unsubscribe/?token=unsub-token',
      preferencesUrl: 'https://holytrinity.example/newsletter/preferences?token=unsub-token',
      topicName: 'Parish news',
      listId: '<topic-1.holytrinity.example>',
    },
  },
  loadRenderers: () => import('./renderers').then((module) => module.renderers),
};
