import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Link, Stack, Typography } from '@mui/material';
import type { Admin, LoginChallenge } from '@parish/shared-types';
import { SchemaField } from '../forms/SchemaField';
import { SchemaForm, SubmitButton } from '../forms/SchemaForm';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSessionStore } from './sessionStore';

const LOGIN_NO_RESPONSE_MESSAGE = 'No response from server. Check your internet or backend.';
const LOGIN_UNEXPECTED_MESSAGE = 'Unexpected error occurred during login.';

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
  const form = useSchemaForm(loadLoginSchema, {
    initialValues: { email: '', password: '' },
    submit: signIn,
    failureMessage: LOGIN_UNEXPECTED_MESSAGE,
    networkMessage: LOGIN_NO_RESPONSE_MESSAGE,
    onSuccess: (step) => {
      if (step.challenge) onChallenge(step.challenge);
      else onSuccess(step.admin);
    },
  });

  return (
    <SchemaForm form={form}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          For parish administrators. Visitors do not need an account.
        </Typography>
        <SchemaField form={form} name="email" kind="signInEmail" label="Email" required />
        <SchemaField
          form={form}
          name="password"
          kind="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <SubmitButton form={form} size="large" busyLabel="Logging in...">
          Log in
        </SubmitButton>
        <Link component={RouterLink} to={PASSWORD_RESET_PAGE} variant="body2">
          Forgot password?
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
  const form = useSchemaForm(loadSecondFactorSchema, {
    initialValues: { challenge: challenge.challenge, code: '' },
    submit: completeSignIn,
    failureMessage: LOGIN_UNEXPECTED_MESSAGE,
    networkMessage: LOGIN_NO_RESPONSE_MESSAGE,
    onSuccess,
  });

  return (
    <SchemaForm form={form} ariaLabel="Two-step sign-in">
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          Two-step sign-in
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Enter the 6-digit code your authenticator app shows for this site, or one of your recovery
          codes.
        </Typography>
        <SchemaField form={form} name="code" kind="oneTimeCode" label="Code" required />
        <SubmitButton form={form} size="large" busyLabel="Checking...">
          Verify
        </SubmitButton>
        <Button variant="text" onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
          Start again
        </Button>
      </Stack>
    </SchemaForm>
  );
}
