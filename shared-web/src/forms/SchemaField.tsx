import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  InputAdornment,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useT } from '../i18n/messages';
import { FileField } from './FileField';
import { ImagePreview } from './ImagePreview';
import type { FieldPath } from './paths';
import type { FormValues, SchemaForm } from './useSchemaForm';

export interface SelectOption {
  value: string;
  label: string;
}

/** How a field is edited. Every kind but `checkbox`, `checkboxes` and `file` holds text. */
export type FieldKind =
  | { kind: 'text' | 'email' | 'tel' | 'integer' | 'money' | 'date' | 'time' | 'imageUrl' }
  /** A day and a time in one picker (`YYYY-MM-DDTHH:MM`, the browser's time zone). */
  | { kind: 'dateTime' }
  /** The e-mail address an account signs in with (password managers fill it). */
  | { kind: 'signInEmail' }
  /** A code from an authenticator app or a recovery code: as typed, offered from a text message. */
  | { kind: 'oneTimeCode' }
  | { kind: 'multiline'; rows?: number }
  | { kind: 'password' }
  | { kind: 'select'; options: readonly SelectOption[]; placeholder?: string }
  | { kind: 'checkbox' }
  /** Several choices at once: the value is the chosen options' values, in the options' order. */
  | { kind: 'checkboxes'; options: readonly SelectOption[] }
  | { kind: 'file'; accept?: string; buttonLabel?: string };

export type SchemaFieldProps<V extends FormValues> = FieldKind & {
  form: SchemaForm<V>;
  name: FieldPath<V>;
  /** The visible label; leave it out only with `ariaLabel` (a one-field box with a placeholder). */
  label?: string;
  /** A hint under the field; the error replaces it while there is one. */
  hint?: ReactNode;
  /** Taken from the schema unless given. */
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** The accessible name when there is no visible label. */
  ariaLabel?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** For codes and ids: no spelling marks, no capital first letter. */
  spellCheck?: boolean;
  autoCapitalize?: 'none' | 'sentences' | 'words';
};

type TextInput = Pick<TextFieldProps, 'type' | 'autoComplete'> & {
  inputMode?: string;
  /** For codes: no spelling marks, no capital first letter. */
  asTyped?: boolean;
};

const TEXT_INPUTS: Record<string, TextInput> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  signInEmail: { type: 'email', inputMode: 'email', autoComplete: 'username' },
  oneTimeCode: { type: 'text', autoComplete: 'one-time-code', asTyped: true },
  tel: { type: 'tel', inputMode: 'tel' },
  // Text with a numeric keyboard: a number input's spinner and scroll-to-change
  // make typos too easy (and it hides what was typed when it is not a number).
  integer: { type: 'text', inputMode: 'numeric' },
  money: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
  time: { type: 'time' },
  dateTime: { type: 'datetime-local' },
  imageUrl: { type: 'url', inputMode: 'url' },
  multiline: { type: 'text' },
  select: { type: 'text' },
};

/**
 * One field of a schema form, drawn with MUI: its label tied to the input,
 * its error from the form's one error map (announced through
 * `aria-describedby` and `aria-invalid`), disabled while the form submits.
 */
export function SchemaField<V extends FormValues>(props: SchemaFieldProps<V>) {
  const { form, name, label, hint, placeholder, autoComplete, ariaLabel, size } = props;
  const error = form.errorOf(name);
  const required = props.required ?? form.isRequired(name);
  const disabled = form.busy || props.disabled === true;
  const value = form.valueOf(name) as unknown;
  const namedAs = label ?? ariaLabel ?? name;

  if (props.kind === 'checkbox') {
    return (
      <CheckboxField
        label={namedAs}
        name={name}
        checked={value === true}
        onChange={(checked) => form.setValue(name, checked as never)}
        error={error}
        hint={hint}
        disabled={disabled}
      />
    );
  }
  if (props.kind === 'checkboxes') {
    const chosen = Array.isArray(value) ? (value as unknown[]) : [];
    return (
      <CheckboxesField
        label={namedAs}
        name={name}
        options={props.options}
        chosen={chosen}
        onChange={(values) => form.setValue(name, values as never)}
        error={error}
        hint={hint}
        disabled={disabled}
      />
    );
  }
  if (props.kind === 'file') {
    return (
      <FileField
        label={namedAs}
        name={name}
        file={value instanceof Blob ? (value as File) : null}
        onChange={(file) => form.setValue(name, file as never)}
        accept={props.accept}
        buttonLabel={props.buttonLabel}
        error={error}
        hint={hint}
        required={required}
        disabled={disabled}
      />
    );
  }

  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const input = TEXT_INPUTS[props.kind] ?? { type: 'text' };
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    form.setValue(name, event.target.value as never);
  const common: TextFieldProps = {
    name,
    label,
    value: text,
    onChange,
    error: error !== undefined,
    helperText: error ?? hint,
    required,
    disabled,
    placeholder,
    autoComplete: autoComplete ?? input.autoComplete,
    size,
    fullWidth: true,
  };
  const htmlInput = {
    inputMode: input.inputMode,
    'aria-label': ariaLabel,
    spellCheck: props.spellCheck ?? (input.asTyped ? false : undefined),
    autoCapitalize: props.autoCapitalize ?? (input.asTyped ? 'none' : undefined),
  };

  if (props.kind === 'password') {
    return <PasswordField {...common} />;
  }
  if (props.kind === 'select') {
    return (
      <TextField {...common} select slotProps={{ select: { native: true }, htmlInput }}>
        <option value="" disabled={required}>
          {props.placeholder ?? ''}
        </option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    );
  }
  return (
    <Box>
      <TextField
        {...common}
        type={input.type}
        multiline={props.kind === 'multiline'}
        minRows={props.kind === 'multiline' ? (props.rows ?? 4) : undefined}
        slotProps={{
          htmlInput,
          inputLabel:
            props.kind === 'date' || props.kind === 'time' || props.kind === 'dateTime'
              ? { shrink: true }
              : undefined,
          input:
            props.kind === 'money'
              ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
              : undefined,
        }}
      />
      {props.kind === 'imageUrl' && <ImagePreview url={text} label={namedAs} />}
    </Box>
  );
}

function PasswordField(props: TextFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShown((current) => !current)}
                edge="end"
                aria-label={t(
                  shown ? 'shared-web.forms.hidePassword' : 'shared-web.forms.showPassword',
                )}
                aria-pressed={shown}
                disabled={props.disabled}
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function CheckboxField(props: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  hint: ReactNode;
  disabled: boolean;
}) {
  const helpId = useId();
  const help = props.error ?? props.hint;
  return (
    <FormControl error={props.error !== undefined} disabled={props.disabled}>
      <FormControlLabel
        label={props.label}
        control={
          <Checkbox
            name={props.name}
            checked={props.checked}
            onChange={(event) => props.onChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-describedby': help ? helpId : undefined,
                'aria-invalid': props.error !== undefined,
              } as Record<string, unknown>,
            }}
          />
        }
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}

function CheckboxesField(props: {
  label: string;
  name: string;
  options: readonly SelectOption[];
  chosen: readonly unknown[];
  onChange: (values: string[]) => void;
  error: string | undefined;
  hint: ReactNode;
  disabled: boolean;
}) {
  const helpId = useId();
  const help = props.error ?? props.hint;
  function toggle(value: string, checked: boolean) {
    props.onChange(
      props.options
        .map((option) => option.value)
        .filter((option) => (option === value ? checked : props.chosen.includes(option))),
    );
  }
  return (
    <FormControl
      component="fieldset"
      error={props.error !== undefined}
      disabled={props.disabled}
      aria-describedby={help ? helpId : undefined}
    >
      <FormLabel component="legend">{props.label}</FormLabel>
      <FormGroup>
        {props.options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                name={props.name}
                value={option.value}
                checked={props.chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                slotProps={{
                  input: { 'aria-invalid': props.error !== undefined } as Record<string, unknown>,
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
