import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import {
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  type AccountStatus,
  type TwoFactorSetup,
} from '@parish/shared-types';
import {
  SchemaField,
  SchemaForm,
  SubmitButton,
  useApiMutation,
  useSchemaForm,
} from '@parish/shared-web';
import { disableTwoFactor, enableTwoFactor, startTwoFactor } from '../api/account';

const SETUP_FAILED_MESSAGE = 'Two-step sign-in could not be set up. Please try again.';
const DISABLE_FAILED_MESSAGE = 'Two-step sign-in could not be turned off. Please try again.';

/** The QR code and secret of a set-up under way, and the code that confirms it. */
function ConfirmSetup({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
}) {
  const form = useSchemaForm(twoFactorEnableSchema, {
    initialValues: { code: '' },
    submit: enableTwoFactor,
    failureMessage: SETUP_FAILED_MESSAGE,
    // The account is read again once the recovery codes were saved (onChanged),
    // not now: the dashboard a required second factor holds back would open
    // over the codes, shown only this once.
    invalidates: [],
    onSuccess: (answer) => onEnabled(answer.recovery_codes),
  });
  return (
    <Stack spacing={2}>
      <Typography>
        1. Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft
        Authenticator, 1Password or Aegis), or type the key below into it.
      </Typography>
      <Box
        component="img"
        src={setup.qr_code}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1 }}
      />
      <Typography>
        Key:{' '}
        <Box
          component="code"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1rem' }}
        >
          {setup.secret}
        </Box>
      </Typography>
      <Typography>2. Enter the 6-digit code the app shows to confirm.</Typography>
      <SchemaForm form={form}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <SchemaField
            form={form}
            name="code"
            kind="integer"
            label="Code from the app"
            autoComplete="one-time-code"
          />
          <SubmitButton form={form} busyLabel="Checking..." sx={{ alignSelf: 'flex-start' }}>
            Turn on two-step sign-in
          </SubmitButton>
        </Stack>
      </SchemaForm>
    </Stack>
  );
}

/** The recovery codes, shown this once. */
function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-step sign-in is on.</Alert>
      <Typography>
        Keep these recovery codes somewhere safe, away from your phone. Each one works once in place
        of a code from the app, if you lose your phone. They are shown only now.
      </Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: { xs: 1, sm: 2 }, m: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
        I have saved my recovery codes
      </Button>
    </Stack>
  );
}

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const form = useSchemaForm(twoFactorDisableSchema, {
    initialValues: { password: '', code: '' },
    submit: disableTwoFactor,
    failureMessage: DISABLE_FAILED_MESSAGE,
    successNotice: 'Two-step sign-in is off.',
    onSuccess: onDisabled,
  });
  return (
    <SchemaForm form={form} ariaLabel="Turn off two-step sign-in">
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Typography>
          To turn it off, enter your password and a code (or a recovery code).
        </Typography>
        <SchemaField
          form={form}
          name="password"
          kind="password"
          label="Password"
          autoComplete="current-password"
        />
        <SchemaField form={form} name="code" kind="oneTimeCode" label="Code" />
        <SubmitButton
          form={form}
          color="error"
          busyLabel="Turning off..."
          sx={{ alignSelf: 'flex-start' }}
        >
          Turn off two-step sign-in
        </SubmitButton>
      </Stack>
    </SchemaForm>
  );
}

/**
 * Account: the TOTP second factor. Set up: a QR code and its key, confirmed
 * with a code, then the 10 recovery codes shown once. On: how many recovery
 * codes are left, and turning it off (password and code).
 */
export function TwoFactorSection({
  status,
  onChanged,
}: {
  status: AccountStatus;
  /** Called when it was turned on (after the codes were read) or off: load the status again. */
  onChanged: () => void;
}) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useApiMutation(startTwoFactor, { failureMessage: SETUP_FAILED_MESSAGE });
  const { enabled, required, recovery_codes_left: left } = status.two_factor;

  let body;
  if (codes) {
    body = <RecoveryCodesShown codes={codes} onDone={onChanged} />;
  } else if (enabled) {
    body = (
      <Stack spacing={2}>
        <Alert severity="success">Two-step sign-in is on. {left} of 10 recovery codes left.</Alert>
        {required ? (
          <Typography>Your role requires two-step sign-in, so it stays on.</Typography>
        ) : (
          <DisableForm onDisabled={onChanged} />
        )}
      </Stack>
    );
  } else if (setup) {
    body = <ConfirmSetup setup={setup} onEnabled={setCodes} />;
  } else {
    body = (
      <Stack spacing={2}>
        <Typography>
          Two-step sign-in is off. With it on, signing in takes your password and a code from an app
          on your phone, so a stolen password alone is not enough.
        </Typography>
        {start.error && <Alert severity="error">{start.error.message}</Alert>}
        <Button
          variant="contained"
          disabled={start.busy}
          onClick={() =>
            void start.mutate(undefined).then((outcome) => {
              if (outcome.ok) setSetup(outcome.data);
            })
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          Set up two-step sign-in
        </Button>
      </Stack>
    );
  }

  return (
    <section aria-labelledby="account-two-factor-heading">
      <Typography id="account-two-factor-heading" variant="h5" component="h2" gutterBottom>
        Two-step sign-in
      </Typography>
      {body}
    </section>
  );
}
