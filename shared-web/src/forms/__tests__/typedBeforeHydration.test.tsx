import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

/*
 * Issue 35: on a slow phone the server's form is on screen before its
 * scripts take it over, and people type into it. What they typed or chose
 * is what the form holds after, and what Submit sends.
 */

const schema = z.object({
  name: requiredText('Name is required'),
  email: requiredText('Email is required'),
  phone: z.string(),
  ministry: requiredText('Please choose a ministry'),
  message: z.string(),
  updates: z.boolean(),
  days: z.array(z.string()),
});
type Interest = z.output<typeof schema>;

const START = {
  name: '',
  email: '',
  phone: '',
  ministry: '',
  message: '',
  updates: false,
  days: [] as string[],
};

function InterestForm({ submit }: { submit: (value: Interest) => Promise<void> }) {
  const form = useSchemaForm(schema, { initialValues: START, submit, failureMessage: 'Failed' });
  return (
    <SchemaForm form={form}>
      <SchemaField form={form} name="name" kind="text" label="Name" />
      <SchemaField form={form} name="email" kind="email" label="Email" />
      <SchemaField form={form} name="phone" kind="tel" label="Phone" />
      <SchemaField
        form={form}
        name="ministry"
        kind="select"
        label="Ministry"
        placeholder="Select a ministry..."
        options={[
          { value: '1', label: 'Choir' },
          { value: '2', label: 'Food Pantry' },
        ]}
      />
      <SchemaField form={form} name="message" kind="multiline" label="Message" />
      <SchemaField form={form} name="updates" kind="checkbox" label="Send me news" />
      <SchemaField
        form={form}
        name="days"
        kind="checkboxes"
        label="Days"
        options={[
          { value: 'sat', label: 'Saturday' },
          { value: 'sun', label: 'Sunday' },
        ]}
      />
      <SubmitButton form={form} busyLabel="Sending...">
        Submit
      </SubmitButton>
    </SchemaForm>
  );
}

function page(submit: (value: Interest) => Promise<void>) {
  return (
    <AppProviders>
      <InterestForm submit={submit} />
    </AppProviders>
  );
}

/** Types and chooses in the server's markup, as a visitor does before any script ran. */
function fillInServerForm(container: HTMLElement) {
  const control = <T extends Element>(selector: string) => {
    const found = container.querySelector<T>(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found;
  };
  control<HTMLInputElement>('input[name="name"]').value = 'Ann Early';
  control<HTMLInputElement>('input[name="email"]').value = 'ann@example.org';
  control<HTMLSelectElement>('select[name="ministry"]').value = '2';
  control<HTMLTextAreaElement>('textarea[name="message"]').value = 'Saturdays suit me.';
  control<HTMLInputElement>('input[name="updates"]').checked = true;
  control<HTMLInputElement>('input[name="days"][value="sun"]').checked = true;
}

const FILLED_IN: Interest = {
  name: 'Ann Early',
  email: 'ann@example.org',
  phone: '',
  ministry: '2',
  message: 'Saturdays suit me.',
  updates: true,
  days: ['sun'],
};

let served: ReturnType<typeof serverMarkup> | undefined;

afterEach(() => served?.cleanUp());

it('keeps everything typed or chosen in a server-rendered form before it was taken over', async () => {
  const submit = jest.fn((_value: Interest) => Promise.resolve());
  served = serverMarkup(page(submit));
  fillInServerForm(served.container);

  expect(await served.hydrate()).toEqual([]);

  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Early');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.org');
  expect(screen.getByRole('combobox', { name: /Ministry/ })).toHaveValue('2');
  expect(screen.getByRole('checkbox', { name: 'Send me news' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
  // The next render (here, the submit's) keeps them, and the submit sends them.
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(submit).toHaveBeenCalledWith(FILLED_IN));
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Early');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Saturdays suit me.');
});

it('posts a server-rendered form if the browser ever sends it itself, so nothing typed lands in an address', () => {
  served = serverMarkup(page(jest.fn(() => Promise.resolve())));
  const form = served.container.querySelector('form');
  expect(form?.getAttribute('method')).toBe('post');
});

describe('a Submit tapped before the form was taken over', () => {
  let root: Root | undefined;
  const reactTest = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = reactTest.IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => {
    // React's own scheduling, as in a browser: the tap must find the form
    // taken over the moment it arrives, not after a test's act().
    reactTest.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    root?.unmount();
    reactTest.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('sends what was typed: the form holds it before the tap is handled', async () => {
    const submit = jest.fn((_value: Interest) => Promise.resolve());
    served = serverMarkup(page(submit));
    const { container } = served;
    fillInServerForm(container);

    // The page is being taken over (as the shell does it, a transition) when
    // the held tap is replayed: React takes the form over at once for it.
    startTransition(() => {
      root = hydrateRoot(container, page(submit));
    });
    container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();

    await waitFor(() => expect(submit).toHaveBeenCalledWith(FILLED_IN));
  });
});

it('changes nothing in a form drawn in the browser', async () => {
  // A value not (yet) among the select's options: the browser shows another
  // option, which nobody chose, and the form keeps its own value.
  function Preselected({ submit }: { submit: (value: Interest) => Promise<void> }) {
    const form = useSchemaForm(schema, {
      initialValues: { ...FILLED_IN, ministry: '3' },
      submit,
      failureMessage: 'Failed',
    });
    return (
      <SchemaForm form={form}>
        <SchemaField
          form={form}
          name="ministry"
          kind="select"
          label="Ministry"
          options={[
            { value: '1', label: 'Choir' },
            { value: '2', label: 'Food Pantry' },
          ]}
        />
        <SubmitButton form={form} busyLabel="Sending...">
          Submit
        </SubmitButton>
      </SchemaForm>
    );
  }
  const submit = jest.fn((_value: Interest) => Promise.resolve());
  render(
    <AppProviders>
      <Preselected submit={submit} />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(submit).toHaveBeenCalledWith({ ...FILLED_IN, ministry: '3' }));
});
