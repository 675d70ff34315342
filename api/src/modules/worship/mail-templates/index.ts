/**
 * The worship module's mails: each kind's subject and sample data here, its
 * template in renderers.tsx (loaded with the first mail rendered).
 */
import { apiTexts } from '../../../lib/i18n';
import { formatDate, type ModuleMails } from '../../messaging';
import type { WorshipMailKind } from './kinds';

export type { WorshipMailKind };

export const worshipMails: ModuleMails<WorshipMailKind> = {
  subjects: {
    mass_intention: (data, language) =>
      apiTexts(language)('api.mail.massIntention.subject', {
        occasion: data.occasion,
        date: formatDate(data.date, language),
      }),
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
  },
  loadRenderers: () => import('./renderers').then((module) => module.renderers),
};
