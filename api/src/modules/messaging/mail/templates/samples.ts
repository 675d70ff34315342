/**
 * The parish the sample mails are from. Each module keeps samples of its
 * own mails (its mail-templates/index.ts); `Mails.samples` has them all.
 */
import { PARISH_CONTACT } from '@parish/shared-types';
import type { MailSite } from '../kinds';

export const SAMPLE_SITE: MailSite = {
  name: PARISH_CONTACT.name,
  url: 'https://holytrinity.example',
  address: PARISH_CONTACT.address,
  phone: PARISH_CONTACT.phone,
  email: PARISH_CONTACT.email,
  timeZone: 'America/New_York',
};

/** The dashboard's address in the sample mails' links. */
export const SAMPLE_DASHBOARD_URL = 'https://holytrinity.example/admin';
