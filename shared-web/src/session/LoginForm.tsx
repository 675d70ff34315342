import { Stack, Typography } from '@mui/material';
import type { Admin } from '@parish/shared-types';
import { SchemaField } from '../forms/SchemaField';
import { SchemaForm, SubmitButton } from '../forms/SchemaForm';
import { useSchemaForm } from '../forms/useSchemaForm';
import { useSessionStore } from './sessionStore';

const LOGIN_NO_RESPONSE_MESSAGE = 'No response from server. Check your internet or backend.';
const LOGIN_UNEXPECTED_MESSAGE = 'Unexpected error occurred during login.';

// The form is part of every page's shared code; its schema (and zod) load
// when an administrator types or submits.
const loadLoginSchema = () => import('./loginSchema').then((module) => module.loginInputSchema);

/** The administrators' login form (spec: Admin Login). */
export function LoginForm({ onSuccess }: { onSuccess: (admin: Admin) => void }) {
  const login = useSessionStore((state) => state.login);
  const form = useSchemaForm(loadLoginSchema, {
    initialValues: { email: '', password: '' },
    submit: login,
    failureMessage: LOGIN_UNEXPECTED_MESSAGE,
    networkMessage: LOGIN_NO_RESPONSE_MESSAGE,
    onSuccess,
  });

  return (
    <SchemaForm form={form}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          For parish administrators. Visitors do not need an account.
        </Typography>
        <SchemaField
          form={form}
          name="email"
          kind="email"
          label="Email"
          autoComplete="username"
          required
        />
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
      </Stack>
    </SchemaForm>
  );
}
