/** The kinds of mail the messaging module sends. */
export type MessagingMailKind =
  | 'contact_office'
  | 'contact_acknowledgement'
  | 'course_registration_office'
  | 'chat_office'
  | 'newsletter_confirm'
  | 'newsletter_welcome'
  | 'campaign';
