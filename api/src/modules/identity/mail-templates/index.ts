/**
 * The identity module's mails: each kind's subject and sample data here, its
 * template in renderers.tsx (loaded with the first mail rendered).
 */
import { subjectText as s, type ModuleMails } from '../../messaging';
import type { IdentityMailKind } from './kinds';

export type { IdentityMailKind };

export const identityMails: ModuleMails<IdentityMailKind> = {
  subjects: {
    password_reset: () => 'Set a new password for the parish dashboard',
    new_device_sign_in: (data) => `New sign-in to the parish dashboard: ${s(data.device)}`,
  },
  samples: {
    password_reset: {
      adminName: 'Parish Office',
      resetUrl: 'https://holytrinity.example/login/reset?token=reset-token',
      expiresAt: '2026-11-21T15:15:00Z',
    },
    new_device_sign_in: {
      adminName: 'Parish Office',
      device: 'Firefox 128 on Linux',
      address: '203.0.113.7',
      signedInAt: '2026-11-21T15:00:00Z',
      accountUrl: 'https://holytrinity.example/admin/account',
    },
  },
  loadRenderers: () => import('./renderers').then((module) => module.renderers),
};
