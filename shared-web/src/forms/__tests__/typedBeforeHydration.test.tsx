import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { requiredText } from '@parish/shared-types';
import { serverMarkup } from '@parish/shared-web/testing';
import {
  AppProviders,
  SchemaField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from '@parish/shared-web';

const schema = z.object({ email: requiredText('Email is required') });

function Signup({ submit }: { submit: (value: z.output<typeof schema>) => Promise<void> }) {
  const form = useSchemaForm(schema, {
    initialValues: { email: '' },
    submit,
    failureMessage: 'Failed',
  });
  return (
    <SchemaForm form={form}>
      <SchemaField form={form} name="email" kind="email" label="Email" />
      <SubmitButton form={form} busyLabel="Sending...">
        Subscribe
      </SubmitButton>
    </SchemaForm>
  );
}

let served: ReturnType<typeof serverMarkup> | undefined;

afterEach(() => served?.cleanUp());

it('keeps what a visitor typed into a server-rendered field before the page was taken over', async () => {
  const submit = jest.fn(() => Promise.resolve());
  const page = (
    <AppProviders>
      <Signup submit={submit} />
    </AppProviders>
  );
  served = serverMarkup(page);
  // Typed into the server's input, before any script ran.
  const input = served.container.querySelector('input');
  if (!input) throw new Error('no input');
  input.value = 'early@example.org';

  expect(await served.hydrate()).toEqual([]);
  // A render after hydration (here, the submit) would put the form's value back.
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await waitFor(() => expect(submit).toHaveBeenCalledWith({ email: 'early@example.org' }));
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('early@example.org');
});
