import { useRef, useState, type FormEvent } from 'react';
import type { output, ZodType } from 'zod';
import {
  isRequiredField,
  loadSpecMessages,
  validate,
  type FieldErrors,
} from '@parish/shared-types';
import { NETWORK_ERROR_MESSAGE, useApiErrorText } from '../api/errors';
import { useLanguage } from '../i18n/translations';
import { useSpecMessage } from '../i18n/useSpecMessage';
import { useApiMutation } from '../hooks/useApiMutation';
import { useKeepDraftOnSessionEnd, useRestoredDraft } from './formDrafts';
import { withChangedControls, type ControlValue } from './keptBeforeTakeOver';
import { errorConcerns, getAtPath, setAtPath, type FieldPath, type PathValue } from './paths';

/** What a form holds while the visitor types: text, choices, files, nested blocks. */
export type FormValues = Record<string, unknown>;

export interface SchemaFormOptions<S extends ZodType, V extends FormValues, R> {
  initialValues: V;
  /** Turns the values into the schema's input when they differ (e.g. a count typed as text). */
  toInput?: (values: V) => unknown;
  /**
   * Rules the schema cannot know, checked after it passes: seats left, say.
   * Returns errors by field name, or null.
   */
  check?: (value: output<S>, values: V) => FieldErrors | null;
  /** The API call, given the schema's output (trimmed, typed). */
  submit: (value: output<S>) => Promise<R>;
  /** The form's own words for a failure the server does not explain. */
  failureMessage: string;
  networkMessage?: string;
  /** Posted as a notice: use it when the screen navigates away on success. */
  successNotice?: string | ((data: R) => string);
  /** Shown in the form itself (`<SchemaForm>` draws it) until it is edited again. */
  successMessage?: string | ((data: R) => string);
  /** Empties the form after a success (back to `initialValues`). */
  resetOnSuccess?: boolean;
  onSuccess?: (data: R) => void;
  /** The reads the submit makes stale (`useApiMutation`'s `invalidates`): every read by default. */
  invalidates?: readonly string[];
  /** A read whose new answer the submit returns (`useApiMutation`'s `answers`). */
  answers?: { path: string; data: (result: R) => unknown };
  /**
   * For administrators' forms: if the session ends while the form is open,
   * its values are kept under this key and filled in again when the form
   * opens after the next login (see `formDrafts.tsx`).
   */
  keepOnSessionEnd?: string;
  /**
   * For a form whose control sets more than its own value (the gift's
   * split switch also gives the fund already picked the whole gift): what
   * the form holds once what the visitor typed or chose in the server's
   * markup before the page was taken over is in (`typed`), given what it
   * held before (`before`). See `keptBeforeTakeOver.ts`.
   */
  takenOver?: (typed: V, before: V) => V;
}

/**
 * A form's schema, or a function that loads it. A form on pages that have
 * no other use for validation (the footer's newsletter box, the login
 * form) passes a loader, `() => import('./schema').then((m) => m.schema)`:
 * the schema, and zod with it, then download when the visitor first edits
 * or submits the form, not with the page. Such a form knows no required
 * fields before that: its `<SchemaField>`s say `required` themselves.
 */
export type SchemaSource<S extends ZodType> = S | (() => Promise<S>);

/** Where the alert at the top of the form comes from: the last check, or the server. */
type AlertSource = 'validation' | 'server';

/** The submit attempt whose errors should take focus (see `<SchemaForm>`). */
export interface FocusRequest {
  attempt: number;
}

/**
 * One form built from one shared-types schema: the values, one map of
 * errors by field name (the schema's messages and the API's `fields`, under
 * the same names), submit and busy. Values are kept on every failure.
 *
 * After a failed submit, each edit re-checks the fields already in error,
 * so a message goes away as soon as it is fixed; new ones wait for the next
 * submit.
 */
export function useSchemaForm<S extends ZodType, V extends FormValues, R>(
  source: SchemaSource<S>,
  options: SchemaFormOptions<S, V, R>,
) {
  const [loaded, setLoaded] = useState<S | null>(null);
  const schema = typeof source === 'function' ? loaded : source;
  const loading = useRef<Promise<S> | null>(null);
  /** A loader's schema, loaded the first time the form needs it (a failure is tried again next time). */
  function loadSchema(): Promise<S> {
    if (typeof source !== 'function') return Promise.resolve(source);
    loading.current ??= source().then(
      (ready) => {
        setLoaded(() => ready);
        return ready;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }
  const draft = useRestoredDraft<V>(options.keepOnSessionEnd);
  const [values, setValuesState] = useState<V>(draft ?? options.initialValues);
  useKeepDraftOnSessionEnd(options.keepOnSessionEnd, values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<{ source: AlertSource; messages: string[] } | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>({ attempt: 0 });
  /** The schema's and the API's messages in the page's language (they are kept as written). */
  const say = useSpecMessage();
  const language = useLanguage();
  /** The site's lost-connection sentence, also in the page's language. */
  const shownError = useApiErrorText();

  const mutation = useApiMutation(options.submit, {
    failureMessage: options.failureMessage,
    networkMessage: options.networkMessage,
    successNotice: options.successNotice,
    invalidates: options.invalidates,
    answers: options.answers,
  });

  function check(
    against: S,
    next: V,
  ): { ok: true; value: output<S> } | { ok: false; errors: FieldErrors } {
    const parsed = validate(against, options.toInput ? options.toInput(next) : next);
    if (!parsed.ok) return parsed;
    const extra = options.check?.(parsed.value, next);
    return extra && Object.keys(extra).length > 0
      ? { ok: false, errors: extra }
      : { ok: true, value: parsed.value };
  }

  /** After an edit: keep only the errors that still hold, with their current words. */
  function recheck(next: V, editedPath: string) {
    // Errors come from a submit, which has loaded the schema.
    if (Object.keys(errors).length === 0 || !schema) return;
    const result = check(schema, next);
    const current = result.ok ? {} : result.errors;
    const remaining: FieldErrors = {};
    for (const key of Object.keys(errors)) {
      // A server's verdict on the edited field no longer applies.
      if (alert?.source === 'server' && errorConcerns(key, editedPath)) continue;
      const still = alert?.source === 'server' ? errors[key] : current[key];
      if (still !== undefined) remaining[key] = still;
    }
    setErrors(remaining);
    if (alert?.source === 'validation') {
      const messages = uniqueMessages(remaining);
      setAlert(messages.length > 0 ? { source: 'validation', messages } : null);
    }
  }

  function setValue<P extends FieldPath<V>>(path: P, value: PathValue<V, P>) {
    const next = setAtPath(values, path, value);
    setValuesState(next);
    setSuccessMessage(null);
    recheck(next, path);
    // The visitor is using the form: its schema, and its messages in the page's language, are wanted soon.
    if (!schema) loadSchema().catch(() => {});
    loadSpecMessages(language).catch(() => {});
  }

  /** Replaces several values at once (e.g. a ticket block added or removed). */
  function setValues(update: (current: V) => V) {
    const next = update(values);
    setValuesState(next);
    setSuccessMessage(null);
  }

  /** What the visitor changed in the form's server markup before the page was taken over, by field name. */
  function adoptChangedControls(changed: ReadonlyMap<string, ControlValue>) {
    const { takenOver } = options;
    setValuesState((current) => {
      const typed = withChangedControls(current, changed);
      return typed === current || !takenOver ? typed : takenOver(typed, current);
    });
  }

  function reset(nextValues: V = options.initialValues) {
    setValuesState(nextValues);
    setErrors({});
    setAlert(null);
    mutation.reset();
  }

  async function submit(): Promise<boolean> {
    if (mutation.busy) return false;
    setSuccessMessage(null);
    let against = schema;
    if (!against) {
      try {
        against = await loadSchema();
      } catch {
        // Its code could not be downloaded (offline): as when the server cannot be reached.
        setAlert({ source: 'server', messages: [options.networkMessage ?? NETWORK_ERROR_MESSAGE] });
        return false;
      }
    }
    const result = check(against, values);
    if (!result.ok) {
      // Its messages are shown in the page's language at once (offline: as written).
      await loadSpecMessages(language).catch(() => {});
      setErrors(result.errors);
      setAlert({ source: 'validation', messages: uniqueMessages(result.errors) });
      setFocusRequest((request) => ({ attempt: request.attempt + 1 }));
      return false;
    }
    setErrors({});
    setAlert(null);
    const outcome = await mutation.mutate(result.value);
    if (!outcome.ok) {
      setErrors(outcome.error.fields);
      setAlert({ source: 'server', messages: [outcome.error.message] });
      if (Object.keys(outcome.error.fields).length > 0) {
        setFocusRequest((request) => ({ attempt: request.attempt + 1 }));
      }
      return false;
    }
    const { data } = outcome;
    if (options.resetOnSuccess) setValuesState(options.initialValues);
    const { successMessage: message } = options;
    if (message) setSuccessMessage(typeof message === 'function' ? message(data) : message);
    options.onSuccess?.(data);
    return true;
  }

  function handleSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    void submit();
  }

  return {
    schema,
    values,
    errors,
    /** The sentences at the top of the form: the failed checks, or the server's answer (in the page's language). */
    alertMessages: (alert?.messages ?? []).map((message) => say(shownError(message))),
    successMessage,
    busy: mutation.busy,
    focusRequest,
    setValue,
    setValues,
    adoptChangedControls,
    reset,
    submit,
    handleSubmit,
    valueOf: <P extends FieldPath<V>>(path: P) => getAtPath(values, path) as PathValue<V, P>,
    /** The message for this field itself, if any, in the page's language. */
    errorOf: (path: FieldPath<V>): string | undefined => {
      const message = errors[path];
      return message === undefined ? undefined : say(message);
    },
    isRequired: (path: FieldPath<V>) => (schema ? isRequiredField(schema, path) : false),
  };
}

export type SchemaForm<V extends FormValues = FormValues> = ReturnType<
  typeof useSchemaForm<ZodType, V, unknown>
>;

function uniqueMessages(errors: FieldErrors): string[] {
  return [...new Set(Object.values(errors))];
}
