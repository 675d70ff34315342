import type { Admin } from '@parish/shared-types';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { requiredText } from '@parish/shared-types';
import {
  RequireAdminSession,
  SchemaField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
  useSessionStore,
  type LoginRedirectState,
} from '@parish/shared-web';
import { renderWithProviders } from '@parish/shared-web/testing';

const maria: Admin = {
  id: 1,
  email: 'office@holytrinity.example',
  name: 'Maria Lopez',
  roles: ['owner'],
};
const john: Admin = {
  id: 2,
  email: 'deacon@holytrinity.example',
  name: 'John Ward',
  roles: ['owner'],
};

const noteSchema = z.object({ title: requiredText('Title is required') });

/** An administrator's form that asks to keep its values when the session ends. */
function NoteForm() {
  const form = useSchemaForm(noteSchema, {
    initialValues: { title: '' },
    submit: async () => undefined,
    failureMessage: 'Failed to save',
    keepOnSessionEnd: 'note-form',
  });
  return (
    <SchemaForm form={form}>
      <SchemaField form={form} name="title" kind="text" label="Title" />
      <SubmitButton form={form} busyLabel="Saving...">
        Save
      </SubmitButton>
    </SchemaForm>
  );
}

function renderGuardedForm() {
  useSessionStore.setState({ status: 'authenticated', admin: maria, expired: false });
  return renderWithProviders(
    <RequireAdminSession>
      <NoteForm />
    </RequireAdminSession>,
    {
      route: { pathname: '/admin/Edit-note', state: { id: 4 } },
      path: '/admin/Edit-note',
      routes: [{ path: '/login', element: <h1>Admin Login</h1> }],
    },
  );
}

afterEach(() => useSessionStore.setState({ status: 'unknown', admin: null, expired: false }));

/** The guard's redirect, then a login as `admin` and the way back /login takes. */
async function endSessionAndReturn(
  router: ReturnType<typeof renderGuardedForm>['router'],
  ending: { expired: boolean },
  admin = maria,
) {
  act(() => useSessionStore.setState({ status: 'anonymous', admin: null, ...ending }));
  expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  const redirect = router.state.location.state as LoginRedirectState;
  act(() => useSessionStore.setState({ status: 'authenticated', admin, expired: false }));
  await act(() => router.navigate(redirect.from ?? '/', { state: redirect.fromState }));
  return redirect;
}

describe('a form open when the admin session ends', () => {
  it('is filled in again with what was typed, on the same record, after the next login', async () => {
    const { router } = renderGuardedForm();
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Title/ }), 'Choir rehearsal');

    const redirect = await endSessionAndReturn(router, { expired: true });

    expect(redirect).toEqual({ from: '/admin/Edit-note', fromState: { id: 4 }, expired: true });
    expect(router.state.location.state).toEqual({ id: 4 });
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Choir rehearsal');
  });

  it('starts empty after a logout made here: nothing is kept for the next person', async () => {
    const { router } = renderGuardedForm();
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Title/ }), 'Choir rehearsal');

    await endSessionAndReturn(router, { expired: false });

    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it('does not hand one administrator’s typing to another who logs in', async () => {
    const { router } = renderGuardedForm();
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Title/ }), 'Choir rehearsal');

    await endSessionAndReturn(router, { expired: true }, john);

    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it('hands the values over once: opened again later, the form starts afresh', async () => {
    const { router } = renderGuardedForm();
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Title/ }), 'Choir rehearsal');
    await endSessionAndReturn(router, { expired: true });

    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/admin/Edit-note', { state: { id: 4 } }));

    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });
});
