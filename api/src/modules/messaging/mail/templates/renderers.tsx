/** The messaging module's mail templates, by kind. */
import type { MailRenderers } from '../template';
import type { MessagingMailKind } from './kinds';
import { ContactOffice } from './ContactOffice';
import { ContactAcknowledgement } from './ContactAcknowledgement';
import { CourseRegistrationOffice } from './CourseRegistrationOffice';
import { ChatOffice } from './ChatOffice';
import { NewsletterConfirm } from './NewsletterConfirm';
import { NewsletterWelcome } from './NewsletterWelcome';
import { CampaignMessage } from './CampaignMessage';

/**
 * RFC 8058 one-click unsubscribe: the API's endpoint, which the mail client
 * POSTs to (the footer links the site's page instead, for a person).
 */
function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export const renderers: MailRenderers<MessagingMailKind> = {
  contact_office: (data, site, subject) => ({
    element: <ContactOffice data={data} site={site} subject={subject} />,
  }),
  contact_acknowledgement: (data, site, subject) => ({
    element: <ContactAcknowledgement data={data} site={site} subject={subject} />,
  }),
  course_registration_office: (data, site, subject) => ({
    element: <CourseRegistrationOffice data={data} site={site} subject={subject} />,
  }),
  chat_office: (data, site, subject) => ({
    element: <ChatOffice data={data} site={site} subject={subject} />,
  }),
  newsletter_confirm: (data, site, subject) => ({
    element: <NewsletterConfirm data={data} site={site} subject={subject} />,
    headers: unsubscribeHeaders(data.oneClickUnsubscribeUrl),
  }),
  newsletter_welcome: (data, site, subject) => ({
    element: <NewsletterWelcome data={data} site={site} subject={subject} />,
    headers: unsubscribeHeaders(data.oneClickUnsubscribeUrl),
  }),
  campaign: (data, site, subject) => ({
    element: <CampaignMessage data={data} site={site} subject={subject} />,
    headers: { ...unsubscribeHeaders(data.oneClickUnsubscribeUrl), 'List-Id': data.listId },
  }),
};
