import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Link, Stack, Typography } from '@mui/material';
import { PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_TTL_MINUTES } from '@parish/shared-types';
import {
  SchemaField,
  SchemaForm,
  SubmitButton,
  usePageMeta,
  useSchemaForm,
} from '@parish/shared-web';
import { requestPasswordReset, resetPassword } from '../api/passwordReset';
import { AuthCard } from './AuthCard';

const loadRequestSchema = () =>
  import('../lib/passwordResetSchemas').then((module) => module.passwordResetRequestSchema);
const loadResetSchema = () =>
  import('../lib/passwordResetSchemas').then((module) => module.passwordResetSchema);

const REQUEST_FAILED_MESSAGE = 'We could not send the link right now. Please try again later.';
const RESET_FAILED_MESSAGE = 'We could not change your password right now. Please try again.';

/** "Forgot password?": the address to mail a link to. */
function RequestLinkForm() {
  const form = useSchemaForm(loadRequestSchema, {
    initialValues: { email: '' },
    submit: requestPasswordReset,
    failureMessage: REQUEST_FAILED_MESSAGE,
    successMessage: (answer) => answer.message,
  });
  return (
    <SchemaForm form={form}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          Enter the email address you sign in with. We will send you a link to set a new password;
          it works once, within {PASSWORD_RESET_TTL_MINUTES} minutes.
        </Typography>
        <SchemaField form={form} name="email" kind="signInEmail" label="Email" required />
        <SubmitButton form={form} size="large" busyLabel="Sending...">
          Send the link
        </SubmitButton>
      </Stack>
    </SchemaForm>
  );
}

/** The mailed link's page: the new password. */
function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useSchemaForm(loadResetSchema, {
    initialValues: { token, new_password: '' },
    submit: resetPassword,
    failureMessage: RESET_FAILED_MESSAGE,
    successNotice: PASSWORD_RESET_DONE_MESSAGE,
    onSuccess: () => void navigate('/login', { replace: true }),
  });
  return (
    <SchemaForm form={form}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          Choose a password of at least 8 characters that is not a common one. Every session of your
          account will be signed out.
        </Typography>
        <SchemaField
          form={form}
          name="new_password"
          kind="password"
          label="New password"
          autoComplete="new-password"
          required
        />
        <SubmitButton form={form} size="large" busyLabel="Saving...">
          Set the new password
        </SubmitButton>
      </Stack>
    </SchemaForm>
  );
}

/**
 * `/login/reset`: asks for the address to mail a reset link to; with the
 * link's `?token=`, sets the new password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const heading = token ? 'Set a new password' : 'Forgot password';
  usePageMeta({
    title: heading,
    description: 'Set a new password for a parish administrator account.',
  });
  return (
    <AuthCard heading={heading}>
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ display: 'block', mt: 2 }}>
        Back to login
      </Link>
    </AuthCard>
  );
}
