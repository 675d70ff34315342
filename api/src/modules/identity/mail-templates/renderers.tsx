/** The identity module's mail templates, by kind. */
import type { MailRenderers } from '../../messaging';
import type { IdentityMailKind } from './kinds';
import { PasswordReset } from './PasswordReset';
import { NewDeviceSignIn } from './NewDeviceSignIn';

export const renderers: MailRenderers<IdentityMailKind> = {
  password_reset: (data, site, subject) => ({
    element: <PasswordReset data={data} site={site} subject={subject} />,
  }),
  new_device_sign_in: (data, site, subject) => ({
    element: <NewDeviceSignIn data={data} site={site} subject={subject} />,
  }),
};
