import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { schemaFieldNames } from '@parish/shared-types';
import {
  SchemaField,
  SchemaForm,
  SubmitButton,
  useApiMutation,
  useSchemaForm,
  type FormValues,
} from '@parish/shared-web';
import { useT } from '../../lib/i18n';
import { shownField } from '../lib/formValues';
import type { RowAction, RowActionForm } from '../types';

/**
 * One row action's button: busy while its call runs, then a notice either
 * way (the row may be gone after the reload, so the notice is what stays).
 * An action with a `form` opens a dialog for its details first.
 */
export function RowActionButton<T>({
  action,
  text,
  record,
  recordLabel,
  onDone,
}: {
  action: RowAction<T>;
  /** The action's texts as the page shows them (`resourceText`). */
  text: (text: string) => string;
  record: T;
  recordLabel: string;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const mutation = useApiMutation(() => action.run(record), {
    failureMessage: text(action.failureText),
    successNotice: text(action.doneText),
    failureNotice: true,
    onSuccess: onDone,
  });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => (action.form ? setOpen(true) : void mutation.mutate(undefined))}
        disabled={mutation.busy}
        aria-label={`${text(action.label)} ${recordLabel}`}
        sx={{ mr: 1 }}
      >
        {text(action.label)}
      </Button>
      {action.form && open && (
        <RowActionDialog
          form={action.form}
          text={text}
          recordLabel={recordLabel}
          onClose={() => setOpen(false)}
          initialValues={action.formValues?.(record)}
          submit={(input) => action.run(record, input)}
          failureText={text(action.failureText)}
          doneText={text(action.doneText)}
          onDone={() => {
            setOpen(false);
            onDone();
          }}
        />
      )}
    </>
  );
}

function RowActionDialog({
  form: definition,
  text,
  recordLabel,
  initialValues,
  onClose,
  submit,
  failureText,
  doneText,
  onDone,
}: {
  form: RowActionForm;
  text: (text: string) => string;
  recordLabel: string;
  initialValues: Record<string, unknown> | undefined;
  onClose: () => void;
  submit: (input: unknown) => Promise<unknown>;
  failureText: string;
  doneText: string;
  onDone: () => void;
}) {
  const t = useT();
  const names = schemaFieldNames(definition.schema);
  const form = useSchemaForm(definition.schema, {
    initialValues: Object.fromEntries(
      names.map((name) => [name, initialValues?.[name] ?? '']),
    ) as FormValues,
    submit,
    failureMessage: failureText,
    successNotice: doneText,
    onSuccess: onDone,
  });
  const title = `${text(definition.title)}: ${recordLabel}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby="row-action-title" fullWidth maxWidth="sm">
      <DialogTitle id="row-action-title">{title}</DialogTitle>
      <DialogContent>
        <SchemaForm form={form} ariaLabel={title}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {names.map((name) => {
              const field = definition.fields[name];
              if (!field) throw new Error(`The row action has no field "${name}".`);
              return (
                <SchemaField key={name} form={form} name={name} {...shownField(field, text)} />
              );
            })}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={onClose}>{t('admin.resource.close')}</Button>
              <SubmitButton form={form} busyLabel={text(definition.busyLabel)}>
                {text(definition.submitLabel)}
              </SubmitButton>
            </Stack>
          </Stack>
        </SchemaForm>
      </DialogContent>
    </Dialog>
  );
}
