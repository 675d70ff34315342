/** The content module's mail templates, by kind. */
import type { MailRenderers } from '../../messaging';
import type { ContentMailKind } from './kinds';
import { MinistryInterestOffice } from './MinistryInterestOffice';

export const renderers: MailRenderers<ContentMailKind> = {
  ministry_interest_office: (data, site, subject) => ({
    element: <MinistryInterestOffice data={data} site={site} subject={subject} />,
  }),
};
