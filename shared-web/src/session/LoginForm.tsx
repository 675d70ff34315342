import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { loginInputSchema, validate, type Admin } from '@parish/shared-types';
import { describeApiError } from '../api/errors';
import { useSessionStore } from './sessionStore';

const LOGIN_NO_RESPONSE_MESSAGE = 'No response from server. Check your internet or backend.';
const LOGIN_UNEXPECTED_MESSAGE = 'Unexpected error occurred during login.';

/** The administrators' login form (spec: Admin Login). */
export function LoginForm({ onSuccess }: { onSuccess: (admin: Admin) => void }) {
  const login = useSessionStore((state) => state.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = validate(loginInputSchema, { email, password });
    if (!parsed.ok) {
      setError(Object.values(parsed.errors)[0] ?? LOGIN_UNEXPECTED_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const admin = await login(parsed.value);
      onSuccess(admin);
    } catch (caught) {
      setError(
        describeApiError(caught, LOGIN_UNEXPECTED_MESSAGE, {
          networkMessage: LOGIN_NO_RESPONSE_MESSAGE,
        }),
      );
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-describedby={error ? errorId : undefined}
    >
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          For parish administrators. Visitors do not need an account.
        </Typography>
        {error && (
          <Alert severity="error" id={errorId} role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={busy}
          fullWidth
          required
        />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={busy}
          fullWidth
          required
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    aria-pressed={showPassword}
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Logging in...' : 'Log in'}
        </Button>
      </Stack>
    </Box>
  );
}
