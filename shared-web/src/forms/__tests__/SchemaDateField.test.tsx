import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { requiredDate } from '@parish/shared-types';
import { SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { SchemaDateField } from '@parish/shared-web/date-fields';
import { renderWithProviders } from '@parish/shared-web/testing';

const schema = z.object({ day: requiredDate('Enter the day.') });

function DayForm({ submit }: { submit: (value: z.output<typeof schema>) => Promise<void> }) {
  const form = useSchemaForm(schema, {
    initialValues: { day: '' },
    submit,
    failureMessage: 'Failed',
  });
  return (
    <SchemaForm form={form}>
      <SchemaDateField form={form} name="day" label="Day" />
      <SubmitButton form={form} busyLabel="Saving...">
        Save
      </SubmitButton>
    </SchemaForm>
  );
}

const field = () => screen.getByRole('group', { name: /^Day/ });
const part = (name: string) => within(field()).getByRole('spinbutton', { name });

describe('SchemaDateField', () => {
  it('takes a date typed from the keyboard, a part at a time, as its ISO day', async () => {
    const submit = jest.fn(async () => {});
    renderWithProviders(<DayForm submit={submit} />);
    const user = userEvent.setup();
    await user.click(part('Year'));
    await user.keyboard('20261224');
    expect(part('Day')).toHaveTextContent('24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ day: '2026-12-24' }));
  });

  it('changes a part with the arrow keys', async () => {
    const submit = jest.fn(async () => {});
    renderWithProviders(<DayForm submit={submit} />);
    const user = userEvent.setup();
    await user.click(part('Year'));
    await user.keyboard('20260101');
    await user.click(part('Month'));
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ day: '2026-02-01' }));
  });

  it('shows the schema’s message at the field for a date left unfinished, and submits nothing', async () => {
    const submit = jest.fn(async () => {});
    renderWithProviders(<DayForm submit={submit} />);
    const user = userEvent.setup();
    await user.click(part('Year'));
    await user.keyboard('2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
    // Until every part is typed the field holds no day, so a required one says so.
    expect(field()).toHaveAccessibleDescription('Enter the day.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('opens a calendar from its labelled button', async () => {
    renderWithProviders(<DayForm submit={async () => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Choose day in a calendar' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });
});
