/** The worship module's mail templates, by kind. */
import type { MailRenderers } from '../../messaging';
import type { WorshipMailKind } from './kinds';
import { MassIntention } from './MassIntention';
import { SacramentAcknowledgement } from './SacramentAcknowledgement';
import { SacramentScheduled } from './SacramentScheduled';

export const renderers: MailRenderers<WorshipMailKind> = {
  mass_intention: (data, site, subject) => ({
    element: <MassIntention data={data} site={site} subject={subject} />,
  }),
  sacrament_acknowledgement: (data, site, subject) => ({
    element: <SacramentAcknowledgement data={data} site={site} subject={subject} />,
  }),
  sacrament_scheduled: (data, site, subject) => ({
    element: <SacramentScheduled data={data} site={site} subject={subject} />,
  }),
};
