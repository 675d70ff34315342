import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { requiredText, requiredUrl } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { renderWithProviders } from '@parish/shared-web/testing';

const schema = z.object({
  password: requiredText('Password is required'),
  course: z.enum(['theology', 'history', 'service'], { error: 'Please choose a course' }),
  price: requiredText('Price is required'),
  image: requiredUrl('Image is required'),
  photo: z.instanceof(Blob, { error: 'Please select a photo to upload' }),
  coverFee: z.boolean(),
});

function EveryKind({ submit }: { submit: (value: z.output<typeof schema>) => Promise<void> }) {
  const form = useSchemaForm(schema, {
    initialValues: {
      password: '',
      course: '',
      price: '',
      image: '',
      photo: null as File | null,
      coverFee: false,
    },
    submit,
    failureMessage: 'Failed',
  });
  return (
    <SchemaForm form={form}>
      <SchemaField form={form} name="password" kind="password" label="Password" />
      <SchemaField
        form={form}
        name="course"
        kind="select"
        label="Course"
        placeholder="Select a course..."
        options={[
          { value: 'theology', label: 'Intro to Catholic Theology' },
          { value: 'history', label: 'History of the Early Church' },
        ]}
      />
      <SchemaField form={form} name="price" kind="money" label="Price" />
      <SchemaField form={form} name="image" kind="imageUrl" label="Image URL" />
      <SchemaField form={form} name="photo" kind="file" label="Photo" accept="image/*" />
      <SchemaField form={form} name="coverFee" kind="checkbox" label="Cover the processing fee" />
      <SubmitButton form={form} busyLabel="Saving...">
        Save
      </SubmitButton>
    </SchemaForm>
  );
}

function setup(submit: (value: z.output<typeof schema>) => Promise<void> = async () => {}) {
  renderWithProviders(<EveryKind submit={submit} />);
  return userEvent.setup();
}

describe('SchemaField', () => {
  it('shows and hides a password', async () => {
    const user = setup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers a select with its placeholder first, and shows its message when nothing is chosen', async () => {
    const user = setup();
    const course = screen.getByRole('combobox', { name: /Course/ });
    expect(Array.from((course as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Select a course...',
      'Intro to Catholic Theology',
      'History of the Early Church',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(course).toHaveAccessibleDescription('Please choose a course');
    await user.selectOptions(course, 'history');
    expect(course).toHaveValue('history');
    expect(course).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('writes money after a dollar sign with a decimal keyboard', () => {
    setup();
    const price = screen.getByRole('textbox', { name: /Price/ });
    expect(price).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('$')).toBeInTheDocument();
  });

  it('marks a sign-in e-mail and a one-time code for password managers and phones, and keeps a code as typed', () => {
    const signIn = z.object({ email: requiredText('Email is required'), code: z.string() });
    function SignIn() {
      const form = useSchemaForm(signIn, {
        initialValues: { email: '', code: '' },
        submit: async () => {},
        failureMessage: 'Failed',
      });
      return (
        <SchemaForm form={form}>
          <SchemaField form={form} name="email" kind="signInEmail" label="Email" />
          <SchemaField form={form} name="code" kind="oneTimeCode" label="Code" />
        </SchemaForm>
      );
    }
    renderWithProviders(<SignIn />);
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('spellcheck', 'false');
    expect(code).toHaveAttribute('autocapitalize', 'none');
  });

  it('previews an image URL, and draws a placeholder when it cannot be loaded', async () => {
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: /Image URL/ }), '/uploads/choir.jpg');
    const preview = screen.getByRole('img', { name: 'Preview of Image URL' });
    expect(preview).toHaveAttribute('src', '/uploads/choir.jpg');

    fireEvent.error(preview);
    expect(screen.getByRole('img', { name: 'Image URL: no preview' })).toHaveTextContent(
      'The image could not be loaded.',
    );
  });

  it('chooses a file from the keyboard-reachable input, names it and previews a picture', async () => {
    const user = setup();
    const input = screen.getByLabelText(/^Photo/);
    expect(input).toHaveAttribute('type', 'file');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await user.upload(input, new File(['x'.repeat(2048)], 'easter.png', { type: 'image/png' }));
    expect(screen.getByText('easter.png (2 KB)')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of easter.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  it('ticks a checkbox', async () => {
    const user = setup();
    const box = screen.getByRole('checkbox', { name: 'Cover the processing fee' });
    await user.click(box);
    expect(box).toBeChecked();
  });

  it('hands the chosen values to submit, and disables every kind while it runs', async () => {
    let finish: () => void = () => {};
    const submit = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const user = setup(submit);
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.selectOptions(screen.getByRole('combobox', { name: /Course/ }), 'theology');
    await user.type(screen.getByRole('textbox', { name: /Price/ }), '12.50');
    await user.type(
      screen.getByRole('textbox', { name: /Image URL/ }),
      'https://example.org/a.png',
    );
    const photo = new File(['x'], 'a.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Photo/), photo);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(submit).toHaveBeenCalledWith({
      password: 'secret',
      course: 'theology',
      price: '12.50',
      image: 'https://example.org/a.png',
      photo,
      coverFee: false,
    });
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Course/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Cover the processing fee' })).toBeDisabled();
    expect(screen.getByLabelText(/^Photo/)).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('a group of checkboxes', () => {
  const choices = z.object({
    roles: z.array(z.string()).min(1, 'Choose at least one role'),
  });

  function Roles({ submit }: { submit: (value: z.output<typeof choices>) => Promise<void> }) {
    const form = useSchemaForm(choices, {
      initialValues: { roles: ['events'] as string[] },
      submit,
      failureMessage: 'Failed',
    });
    return (
      <SchemaForm form={form}>
        <SchemaField
          form={form}
          name="roles"
          kind="checkboxes"
          label="Roles"
          options={[
            { value: 'editor', label: 'Editor' },
            { value: 'finance', label: 'Finance' },
            { value: 'events', label: 'Events' },
          ]}
        />
        <SubmitButton form={form} busyLabel="Saving...">
          Save
        </SubmitButton>
      </SchemaForm>
    );
  }

  it('sends the ticked choices in the options’ order, and shows an error on the group', async () => {
    const submit = jest.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Roles submit={submit} />);

    const group = screen.getByRole('group', { name: 'Roles' });
    expect(screen.getByRole('checkbox', { name: 'Events' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(group).toHaveAccessibleDescription('Choose at least one role');
    expect(submit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Events' }));
    await user.click(screen.getByRole('checkbox', { name: 'Editor' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledWith({ roles: ['editor', 'events'] });
  });
});
