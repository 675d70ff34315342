import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import {
  contactInputSchema,
  createParishApi,
  leaderPatchSchema,
  requiredText,
  type ContactReceipt,
} from '@parish/shared-types';
import {
  apiClient,
  NETWORK_ERROR_MESSAGE,
  SchemaField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
} from '@parish/shared-web';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';

const api = createParishApi(apiClient);
const CONTACT_FAILED = 'Something went wrong. Please try again.';

/** A contact form, as a page builds one. */
function ContactForm() {
  const form = useSchemaForm(contactInputSchema, {
    initialValues: { name: '', email: '', phone_number: '', message: '' },
    submit: (input) => api.contact.send(input),
    failureMessage: CONTACT_FAILED,
    successMessage: 'Message sent successfully!',
    resetOnSuccess: true,
  });
  return (
    <SchemaForm form={form}>
      <SchemaField form={form} name="name" kind="text" label="Your Name" />
      <SchemaField form={form} name="email" kind="email" label="Email Address" />
      <SchemaField form={form} name="phone_number" kind="tel" label="Phone" />
      <SchemaField form={form} name="message" kind="multiline" label="Message" />
      <SubmitButton form={form} busyLabel="Sending...">
        Send Message
      </SubmitButton>
    </SchemaForm>
  );
}

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => mock?.restore());

function setup(reply: MockReply) {
  mock = mockApi({ 'POST /api/contact/': reply });
  renderWithProviders(<ContactForm />);
  return { user: userEvent.setup(), requests: mock.requests };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const RECEIPT: ContactReceipt = { id: 9, received_at: '2026-11-23T10:00:00Z' };

describe('a form built from a shared-types schema', () => {
  it("marks the schema's required fields as required and the optional ones as not", () => {
    setup({ status: 201, body: RECEIPT });
    expect(field(/Your Name/)).toBeRequired();
    expect(field(/Email Address/)).toBeRequired();
    expect(field(/Phone/)).not.toBeRequired();
  });

  it("shows the schema's message at each field, sums them up in one alert and focuses the first", async () => {
    const { user, requests } = setup({ status: 201, body: RECEIPT });
    await user.type(field(/Email Address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const name = field(/Your Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(field(/Email Address/)).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(field(/Phone/)).not.toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name is required', 'Please enter a valid email address', 'Message is required']);
    await waitFor(() => expect(name).toHaveFocus());
    expect(requests).toHaveLength(0);
  });

  it('takes a message away as soon as its field is fixed, and the alert with the last one', async () => {
    const { user } = setup({ status: 201, body: RECEIPT });
    await user.type(field(/Email Address/), 'maria@example.org');
    await user.type(field(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');

    await user.type(field(/Your Name/), 'Maria');
    expect(field(/Your Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the parsed values, shows the success message and empties the form', async () => {
    const { user, requests } = setup({ status: 201, body: RECEIPT });
    await user.type(field(/Your Name/), '  Maria Lopez ');
    await user.type(field(/Email Address/), 'Maria@Example.org');
    await user.type(field(/Message/), 'May I join the choir?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    const sent = requests[0]?.body as FormData;
    expect(sent.get('name')).toBe('Maria Lopez');
    expect(sent.get('email')).toBe('maria@example.org');
    expect(field(/Your Name/)).toHaveValue('');
  });

  it('disables every input and shows the busy label while it sends', async () => {
    const { user } = setup('never');
    await user.type(field(/Your Name/), 'Maria');
    await user.type(field(/Email Address/), 'maria@example.org');
    await user.type(field(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    for (const name of [/Your Name/, /Email Address/, /Phone/, /Message/]) {
      expect(field(name)).toBeDisabled();
    }
  });

  it("puts the API's field errors at their fields, under the same names", async () => {
    const { user } = setup({
      status: 400,
      body: {
        message: 'Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    await user.type(field(/Your Name/), 'Maria');
    await user.type(field(/Email Address/), 'maria@example.org');
    await user.type(field(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
    const email = field(/Email Address/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await waitFor(() => expect(email).toHaveFocus());

    // Editing the field withdraws the server's verdict on it.
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the server cannot be reached, and keeps what was typed', async () => {
    const { user } = setup('network-error');
    await user.type(field(/Your Name/), 'Maria');
    await user.type(field(/Email Address/), 'maria@example.org');
    await user.type(field(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the parish server. Check your connection and try again.',
    );
    expect(field(/Your Name/)).toHaveValue('Maria');
    expect(field(/Message/)).toHaveValue('Hello');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("uses the form's own words for a failure the server does not explain", async () => {
    const { user } = setup({ status: 500, body: { message: 'Internal details' } });
    await user.type(field(/Your Name/), 'Maria');
    await user.type(field(/Email Address/), 'maria@example.org');
    await user.type(field(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FAILED);
  });
});

describe('nested fields and rules the schema cannot know', () => {
  const ticketsSchema = z.object({
    tickets: z.array(z.object({ name: requiredText('Enter a name') })),
  });

  function TicketsForm({ seatsLeft }: { seatsLeft: number }) {
    const form = useSchemaForm(ticketsSchema, {
      initialValues: { tickets: [{ name: '' }, { name: '' }] },
      check: (value) =>
        value.tickets.length > seatsLeft
          ? { tickets: `Only ${seatsLeft} tickets available.` }
          : null,
      submit: async () => 'booked',
      failureMessage: 'There was a problem with your booking. Please try again.',
      successMessage: 'Booked',
    });
    return (
      <SchemaForm form={form}>
        <SchemaField form={form} name="tickets.0.name" kind="text" label="Name, ticket 1" />
        <SchemaField form={form} name="tickets.1.name" kind="text" label="Name, ticket 2" />
        <SubmitButton form={form} busyLabel="Booking...">
          Book
        </SubmitButton>
      </SchemaForm>
    );
  }

  it('shows an error at a nested field by its dotted name', async () => {
    renderWithProviders(<TicketsForm seatsLeft={5} />);
    const user = userEvent.setup();
    await user.type(field(/Name, ticket 1/), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(field(/Name, ticket 2/)).toHaveAccessibleDescription('Enter a name');
    expect(field(/Name, ticket 1/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("refuses what the page's own check refuses once the schema passes", async () => {
    renderWithProviders(<TicketsForm seatsLeft={1} />);
    const user = userEvent.setup();
    await user.type(field(/Name, ticket 1/), 'Maria');
    await user.type(field(/Name, ticket 2/), 'José');
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only 1 tickets available.');
    expect(screen.queryByText('Booked')).not.toBeInTheDocument();
  });
});

describe('required or optional, from the schema', () => {
  function LeaderEditForm() {
    const form = useSchemaForm(leaderPatchSchema, {
      initialValues: { name: 'Fr. Thomas', image: '' },
      submit: async () => undefined,
      failureMessage: 'Failed to update leader',
    });
    return (
      <SchemaForm form={form}>
        <SchemaField form={form} name="image" kind="imageUrl" label="Image URL" />
      </SchemaForm>
    );
  }

  it("shows an edit schema's optional image as optional", () => {
    renderWithProviders(<LeaderEditForm />);
    expect(screen.getByRole('textbox', { name: 'Image URL' })).not.toBeRequired();
  });
});

describe('a form whose schema loads when it is used', () => {
  const schema = z.object({ email: requiredText('Please enter your email address.') });

  function LazyForm({ load }: { load: () => Promise<typeof schema> }) {
    const form = useSchemaForm(load, {
      initialValues: { email: '' },
      submit: async (value) => value,
      failureMessage: 'Could not send',
      successMessage: (value) => `Sent for ${value.email}`,
    });
    return (
      <SchemaForm form={form}>
        <SchemaField form={form} name="email" kind="text" label="Email" required />
        <SubmitButton form={form} busyLabel="Sending...">
          Send
        </SubmitButton>
      </SchemaForm>
    );
  }

  it('loads the schema once, when the visitor first types, and validates with it', async () => {
    const load = jest.fn(async () => schema);
    renderWithProviders(<LazyForm load={load} />);
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.type(field(/Email/), '  maria ');
    expect(load).toHaveBeenCalledTimes(1);
    await user.clear(field(/Email/));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    await user.type(field(/Email/), 'maria');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent for maria')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the site cannot be reached when the schema does not download, and tries again on the next submit', async () => {
    const load = jest
      .fn<Promise<typeof schema>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(schema);
    renderWithProviders(<LazyForm load={load} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.'),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});
