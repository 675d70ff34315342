/**
 * The content module's mails: each kind's subject and sample data here, its
 * template in renderers.tsx (loaded with the first mail rendered).
 */
import { subjectText as s, SAMPLE_DASHBOARD_URL, type ModuleMails } from '../../messaging';
import type { ContentMailKind } from './kinds';

export type { ContentMailKind };

export const contentMails: ModuleMails<ContentMailKind> = {
  subjects: {
    ministry_interest_office: (data) =>
      `Ministry interest: ${s(data.name)} for ${s(data.ministryTitle)}`,
  },
  samples: {
    ministry_interest_office: {
      name: 'Mary Smith',
      email: 'mary@example.com',
      phone: null,
      ministryTitle: 'Choir',
      message: 'I sing alto.',
      dashboardUrl: `${SAMPLE_DASHBOARD_URL}/ministry-interests`,
    },
  },
  loadRenderers: () => import('./renderers').then((module) => module.renderers),
};
