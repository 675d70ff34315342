/**
 * The worship module's mails (Mass intentions, docs/mass-intentions.md;
 * sacrament requests, docs/sacraments.md): each kind's subject and sample
 * data here, its template in renderers.tsx (loaded with the first mail rendered).
 */
import { apiTexts } from '../../../lib/i18n';
import { formatDate, type ModuleMails } from '../../messaging';
import type { WorshipMailKind } from './kinds';
import { sacramentName } from './names';

export type { WorshipMailKind };

export const worshipMails: ModuleMails<WorshipMailKind> = {
  subjects: {
    mass_intention: (data, language) =>
      apiTexts(language)('api.mail.massIntention.subject', {
        occasion: data.occasion,
        date: formatDate(data.date, language),
      }),
    sacrament_acknowledgement: (data, language) => {
      const t = apiTexts(language);
      return t('api.mail.sacramentAcknowledgement.subject', {
        sacrament: sacramentName(t, data.kind),
      });
    },
    sacrament_scheduled: (data, language) => {
      const t = apiTexts(language);
      return t('api.mail.sacramentScheduled.subject', {
        sacrament: sacramentName(t, data.kind),
        date: formatDate(data.date, language),
      });
    },
  },
  samples: {
    mass_intention: {
      name: 'Mary Smith',
      occasion: 'received',
      intention: 'For the repose of the soul of John Smith',
      massName: 'Sunday Worship',
      date: '2026-12-13',
      time: '10:00:00',
      place: 'Church',
      previous: null,
    },
    sacrament_acknowledgement: { name: 'Mary Smith', kind: 'baptism' },
    sacrament_scheduled: {
      name: 'Mary Smith',
      kind: 'baptism',
      date: '2027-01-10',
      time: '12:30:00',
      place: 'Church, baptismal font',
    },
  },
  loadRenderers: () => import('./renderers').then((module) => module.renderers),
};
