/** The account's answers as zod schemas for the OpenAPI document, checked against shared-types. */
import type {
  AccountSession,
  AccountStatus,
  LoginChallenge,
  PasswordResetAnswer,
  RecoveryCodes,
  TwoFactorSetup,
} from '@parish/shared-types';
import { z } from 'zod';
import { adminJson } from '../admins/json';
import { dateTime, shapeOf } from '../../../openapi/schemas';

export const loginChallengeJson = shapeOf<LoginChallenge>()(
  z.object({
    two_factor_required: z.literal(true),
    challenge: z.string().describe('Goes with the code to the second step'),
    expires_at: dateTime,
  }),
);

export const passwordResetAnswerJson = shapeOf<PasswordResetAnswer>()(
  z.object({ message: z.string().describe('The same for every address') }),
);

export const accountStatusJson = shapeOf<AccountStatus>()(
  z.object({
    admin: adminJson,
    two_factor: z.object({
      enabled: z.boolean(),
      required: z.boolean().describe('A role of theirs is in ADMIN_2FA_REQUIRED_ROLES'),
      recovery_codes_left: z.int().nonnegative(),
    }),
  }),
);

export const twoFactorSetupJson = shapeOf<TwoFactorSetup>()(
  z.object({
    secret: z.string().describe('Base32, for typing into the app'),
    otpauth_url: z.string(),
    qr_code: z.string().describe('A data: URL of a PNG'),
  }),
);

export const recoveryCodesJson = shapeOf<RecoveryCodes>()(
  z.object({ recovery_codes: z.array(z.string()).describe('Shown this once; each works once') }),
);

export const accountSessionJson = shapeOf<AccountSession>()(
  z.object({
    id: z.string(),
    device: z.string(),
    address: z.string().nullable(),
    created_at: dateTime,
    last_seen_at: dateTime,
    current: z.boolean(),
  }),
);
