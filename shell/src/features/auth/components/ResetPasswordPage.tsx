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
import { useT } from '../../../lib/i18n';
import { AuthCard } from './AuthCard';

const loadRequestSchema = () =>
  import('../lib/passwordResetSchemas').then((module) => module.passwordResetRequestSchema);
const loadResetSchema = () =>
  import('../lib/passwordResetSchemas').then((module) => module.passwordResetSchema);

/** "Forgot password?": the address to mail a link to. */
function RequestLinkForm() {
  const t = useT();
  const form = useSchemaForm(loadRequestSchema, {
    initialValues: { email: '' },
    submit: requestPasswordReset,
    failureMessage: t('shell.auth.reset.requestFailed'),
    successMessage: (answer) => answer.message,
  });
  return (
    <SchemaForm form={form}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {t('shell.auth.reset.requestIntro', { minutes: PASSWORD_RESET_TTL_MINUTES })}
        </Typography>
        <SchemaField
          form={form}
          name="email"
          kind="signInEmail"
          label={t('shell.auth.reset.email')}
          required
        />
        <SubmitButton form={form} size="large" busyLabel={t('shell.auth.reset.sending')}>
          {t('shell.auth.reset.send')}
        </SubmitButton>
      </Stack>
    </SchemaForm>
  );
}

/** The mailed link's page: the new password. */
function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const t = useT();
  const form = useSchemaForm(loadResetSchema, {
    initialValues: { token, new_password: '' },
    submit: resetPassword,
    failureMessage: t('shell.auth.reset.failed'),
    successNotice: PASSWORD_RESET_DONE_MESSAGE,
    onSuccess: () => void navigate('/login', { replace: true }),
  });
  return (
    <SchemaForm form={form}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {t('shell.auth.reset.newIntro')}
        </Typography>
        <SchemaField
          form={form}
          name="new_password"
          kind="password"
          label={t('shell.auth.reset.newPassword')}
          autoComplete="new-password"
          required
        />
        <SubmitButton form={form} size="large" busyLabel={t('shell.auth.reset.saving')}>
          {t('shell.auth.reset.save')}
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
  const t = useT();
  const heading = t(token ? 'shell.auth.reset.titleNew' : 'shell.auth.reset.titleForgot');
  usePageMeta({
    title: heading,
    description: t('shell.auth.reset.description'),
  });
  return (
    <AuthCard heading={heading}>
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ display: 'block', mt: 2 }}>
        {t('shell.auth.reset.back')}
      </Link>
    </AuthCard>
  );
}
