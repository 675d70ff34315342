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
import { useT } from '../../../lib/i18n';
import { disableTwoFactor, enableTwoFactor, startTwoFactor } from '../api/account';

/** The QR code and secret of a set-up under way, and the code that confirms it. */
function ConfirmSetup({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
}) {
  const t = useT();
  const form = useSchemaForm(twoFactorEnableSchema, {
    initialValues: { code: '' },
    submit: enableTwoFactor,
    failureMessage: t('admin.account.twoFactor.setupFailed'),
    // The account is read again once the recovery codes were saved (onChanged),
    // not now: the dashboard a required second factor holds back would open
    // over the codes, shown only this once.
    invalidates: [],
    onSuccess: (answer) => onEnabled(answer.recovery_codes),
  });
  return (
    <Stack spacing={2}>
      <Typography>{t('admin.account.twoFactor.scan')}</Typography>
      <Box
        component="img"
        src={setup.qr_code}
        alt={t('admin.account.twoFactor.qrAlt')}
        sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1 }}
      />
      <Typography>
        {t('admin.account.twoFactor.key')}{' '}
        <Box
          component="code"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1rem' }}
        >
          {setup.secret}
        </Box>
      </Typography>
      <Typography>{t('admin.account.twoFactor.enterCode')}</Typography>
      <SchemaForm form={form}>
        <Stack spacing={2} sx={{ maxWidth: 320 }}>
          <SchemaField
            form={form}
            name="code"
            kind="integer"
            label={t('admin.account.twoFactor.codeFromApp')}
            autoComplete="one-time-code"
          />
          <SubmitButton
            form={form}
            busyLabel={t('admin.account.twoFactor.checking')}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('admin.account.twoFactor.turnOn')}
          </SubmitButton>
        </Stack>
      </SchemaForm>
    </Stack>
  );
}

/** The recovery codes, shown this once. */
function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  return (
    <Stack spacing={2}>
      <Alert severity="success">{t('admin.account.twoFactor.on')}</Alert>
      <Typography>{t('admin.account.twoFactor.keepCodes')}</Typography>
      <Box
        component="ol"
        aria-label={t('admin.account.twoFactor.recoveryCodes')}
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: { xs: 1, sm: 2 }, m: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
        {t('admin.account.twoFactor.codesSaved')}
      </Button>
    </Stack>
  );
}

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const t = useT();
  const form = useSchemaForm(twoFactorDisableSchema, {
    initialValues: { password: '', code: '' },
    submit: disableTwoFactor,
    failureMessage: t('admin.account.twoFactor.disableFailed'),
    successNotice: t('admin.account.twoFactor.off'),
    onSuccess: onDisabled,
  });
  return (
    <SchemaForm form={form} ariaLabel={t('admin.account.twoFactor.turnOff')}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Typography>{t('admin.account.twoFactor.turnOffHow')}</Typography>
        <SchemaField
          form={form}
          name="password"
          kind="password"
          label={t('admin.account.twoFactor.password')}
          autoComplete="current-password"
        />
        <SchemaField
          form={form}
          name="code"
          kind="oneTimeCode"
          label={t('admin.account.twoFactor.code')}
        />
        <SubmitButton
          form={form}
          color="error"
          busyLabel={t('admin.account.twoFactor.turningOff')}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('admin.account.twoFactor.turnOff')}
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
  const t = useT();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useApiMutation(startTwoFactor, {
    failureMessage: t('admin.account.twoFactor.setupFailed'),
  });
  const { enabled, required, recovery_codes_left: left } = status.two_factor;

  let body;
  if (codes) {
    body = <RecoveryCodesShown codes={codes} onDone={onChanged} />;
  } else if (enabled) {
    body = (
      <Stack spacing={2}>
        <Alert severity="success">
          {t('admin.account.twoFactor.onWithCodes', { left: String(left) })}
        </Alert>
        {required ? (
          <Typography>{t('admin.account.twoFactor.required')}</Typography>
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
        <Typography>{t('admin.account.twoFactor.offExplained')}</Typography>
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
          {t('admin.account.twoFactor.setUp')}
        </Button>
      </Stack>
    );
  }

  return (
    <section aria-labelledby="account-two-factor-heading">
      <Typography id="account-two-factor-heading" variant="h5" component="h2" gutterBottom>
        {t('admin.account.twoFactor.heading')}
      </Typography>
      {body}
    </section>
  );
}
