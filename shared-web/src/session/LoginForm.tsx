import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Link, Stack, Typography } from '@mui/material';
import type { Admin, LoginChallenge } from '@parish/shared-types';
import { SchemaField } from '../forms/SchemaField';
import { SchemaForm, SubmitButton } from '../forms/SchemaForm';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useT } from '../i18n/messages';
import { useSessionStore } from './sessionStore';

// The form is part of every page's shared code; its schemas (and zod) load
// when an administrator types or submits.
const loadLoginSchema = () => import('./loginSchema').then((module) => module.loginInputSchema);
const loadSecondFactorSchema = () =>
  import('./loginSchema').then((module) => module.secondFactorSchema);

/** Where "Forgot password?" leads: the shell's page that mails a reset link. */
export const PASSWORD_RESET_PAGE = '/login/reset';

/**
 * The administrators' login form (spec: Admin Login). An administrator
 * with two-step sign-in on is then asked for a code from their app, or a
 * recovery code, in a second step.
 */
export function LoginForm({ onSuccess }: { onSuccess: (admin: Admin) => void }) {
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onSuccess={onSuccess}
        onRestart={() => setChallenge(null)}
      />
    );
  }
  return <PasswordStep onSuccess={onSuccess} onChallenge={setChallenge} />;
}

function PasswordStep({
  onSuccess,
  onChallenge,
}: {
  onSuccess: (admin: Admin) => void;
  onChallenge: (challenge: LoginChallenge) => void;
}) {
  const signIn = useSessionStore((state) => state.signIn);
  const t = useT();
  const form = useSchemaForm(loadLoginSchema, {
    initialValues: { email: '', password: '' },
    submit: signIn,
    failureMessage: t('shared-web.session.unexpected'),
    networkMessage: t('shared-web.session.noResponse'),
    onSuccess: (step) => {
      if (step.challenge) onChallenge(step.challenge);
      else onSuccess(step.admin);
    },
  });

  return (
    <SchemaForm form={form}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {t('shared-web.session.intro')}
        </Typography>
        <SchemaField
          form={form}
          name="email"
          kind="signInEmail"
          label={t('shared-web.session.email')}
          required
        />
        <SchemaField
          form={form}
          name="password"
          kind="password"
          label={t('shared-web.session.password')}
          autoComplete="current-password"
          required
        />
        <SubmitButton form={form} size="large" busyLabel={t('shared-web.session.loggingIn')}>
          {t('shared-web.session.logIn')}
        </SubmitButton>
        <Link component={RouterLink} to={PASSWORD_RESET_PAGE} variant="body2">
          {t('shared-web.session.forgotPassword')}
        </Link>
      </Stack>
    </SchemaForm>
  );
}

function SecondFactorStep({
  challenge,
  onSuccess,
  onRestart,
}: {
  challenge: LoginChallenge;
  onSuccess: (admin: Admin) => void;
  onRestart: () => void;
}) {
  const completeSignIn = useSessionStore((state) => state.completeSignIn);
  const t = useT();
  const form = useSchemaForm(loadSecondFactorSchema, {
    initialValues: { challenge: challenge.challenge, code: '' },
    submit: completeSignIn,
    failureMessage: t('shared-web.session.unexpected'),
    networkMessage: t('shared-web.session.noResponse'),
    onSuccess,
  });

  return (
    <SchemaForm form={form} ariaLabel={t('shared-web.session.secondFactor.title')}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          {t('shared-web.session.secondFactor.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('shared-web.session.secondFactor.intro')}
        </Typography>
        <SchemaField
          form={form}
          name="code"
          kind="oneTimeCode"
          label={t('shared-web.session.secondFactor.code')}
          required
        />
        <SubmitButton
          form={form}
          size="large"
          busyLabel={t('shared-web.session.secondFactor.checking')}
        >
          {t('shared-web.session.secondFactor.verify')}
        </SubmitButton>
        <Button variant="text" onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
          {t('shared-web.session.secondFactor.restart')}
        </Button>
      </Stack>
    </SchemaForm>
  );
}
