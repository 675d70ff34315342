/** The worship module's mail templates, by kind. */
import type { MailRenderers } from '../../messaging';
import type { WorshipMailKind } from './kinds';
import { MassIntention } from './MassIntention';

export const renderers: MailRenderers<WorshipMailKind> = {
  mass_intention: (data, site, subject) => ({
    element: <MassIntention data={data} site={site} subject={subject} />,
  }),
};
