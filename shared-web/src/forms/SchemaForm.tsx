import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { Alert, Box, Button, type ButtonProps, type SxProps, type Theme } from '@mui/material';
import { useKeepChangesMadeBeforeTakeOver } from './keptBeforeTakeOver';
import { errorConcerns } from './paths';
import type { FormValues, SchemaForm as SchemaFormState } from './useSchemaForm';

/** The first control, in page order, that one of `errorKeys` is about. */
function firstInvalidControl(form: HTMLFormElement, errorKeys: string[]): HTMLElement | null {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && errorKeys.some((key) => errorConcerns(key, name))) return element as HTMLElement;
  }
  return null;
}

/**
 * The `<form>` of a schema form: submits through the form, and shows what
 * went wrong (the failed checks, or the server's answer) in one alert at the
 * top, or the inline success message. After a failed submit the first field
 * in error takes the focus, so its message is read out with its label.
 * What a visitor typed or chose in the server's markup of the form before
 * the page was taken over is what the form holds after (`keptBeforeTakeOver.ts`).
 */
export function SchemaForm<V extends FormValues>({
  form,
  children,
  alertPlacement = 'top',
  ariaLabel,
  role,
  sx,
}: {
  form: SchemaFormState<V>;
  children: ReactNode;
  /** Where the alert goes: above the fields, or below (a one-line form such as a footer box). */
  alertPlacement?: 'top' | 'bottom';
  ariaLabel?: string;
  /** `search` for a search box. */
  role?: 'search';
  sx?: SxProps<Theme>;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const focusFirstError = useEffectEvent(() => {
    if (!ref.current) return;
    firstInvalidControl(ref.current, Object.keys(form.errors))?.focus();
  });
  useEffect(() => {
    if (form.focusRequest.attempt > 0) focusFirstError();
  }, [form.focusRequest]);
  useKeepChangesMadeBeforeTakeOver(ref, form.adoptChangedControls);

  const messages = form.alertMessages;
  const alert =
    messages.length > 0 ? (
      <Alert severity="error" role="alert" sx={{ my: 1.5 }}>
        {messages.length === 1 ? (
          messages[0]
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        )}
      </Alert>
    ) : form.successMessage ? (
      <Alert severity="success" role="status" sx={{ my: 1.5 }}>
        {form.successMessage}
      </Alert>
    ) : null;

  return (
    <Box
      component="form"
      ref={ref}
      // Sent by the browser itself only when the page's scripts never take it
      // over: a search in the address, anything else (a password, a message)
      // in a body, never in an address that history and logs keep.
      method={role === 'search' ? 'get' : 'post'}
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={ariaLabel}
      role={role}
      aria-busy={form.busy}
      sx={sx}
    >
      {alertPlacement === 'top' && alert}
      {children}
      {alertPlacement === 'bottom' && alert}
    </Box>
  );
}

/** The form's submit button: its busy label and disabled while the form submits. */
export function SubmitButton<V extends FormValues>({
  form,
  children,
  busyLabel,
  ...buttonProps
}: Omit<ButtonProps, 'type' | 'form'> & {
  form: SchemaFormState<V>;
  busyLabel: string;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      {...buttonProps}
      disabled={form.busy || buttonProps.disabled}
    >
      {form.busy ? busyLabel : children}
    </Button>
  );
}
