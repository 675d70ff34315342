import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { apiQuery, LoadingState, toApiFailure, useApiQuery, useNotify } from '@parish/shared-web';
import { DASHBOARD_PATH, dashboardState } from '../../lib/dashboardNavigation';
import { useT } from '../../lib/i18n';
import { formValues } from '../lib/formValues';
import { resourceText } from '../lib/resourceText';
import type { AnyAdminResource, EditMode } from '../types';
import { ResourceForm } from './ResourceForm';

/**
 * Every create and edit screen of the back-office: the resource's form in
 * the given mode. An edit first loads its record, by the id in the path or
 * in navigation state; without one, or when the record cannot be loaded,
 * the dashboard opens again on the resource's tab and says why.
 */
export function ResourceFormPage({
  resource,
  mode,
  tab,
}: {
  resource: AnyAdminResource;
  mode: 'create' | 'edit';
  tab: string;
}) {
  const { pathname } = useLocation();
  const id = useRecordId(resource.edit);
  const { create, edit } = resource;
  const text = resourceText(resource, useT());

  if (mode === 'create' && create) {
    return (
      <ResourceForm
        resource={resource}
        mode={create}
        tab={tab}
        initialValues={formValues(resource, create.schema)}
        save={(input) => create.save(input)}
        draftKey={pathname}
      />
    );
  }
  if (!edit) return null;
  if (id === null)
    return <BackToDashboard tab={tab} message={text(edit.missingIdText ?? edit.loadErrorText)} />;
  return <EditScreen key={id} resource={resource} edit={edit} id={id} tab={tab} />;
}

/** The record's id, from the path (`:id`) or navigation state (`{ id }`); null without a valid one. */
function useRecordId(edit: EditMode<unknown> | undefined): number | null {
  const params = useParams();
  const { state } = useLocation();
  const raw: unknown =
    edit?.idFrom === 'state'
      ? typeof state === 'object' && state !== null
        ? (state as { id?: unknown }).id
        : undefined
      : params.id;
  const text = typeof raw === 'number' ? String(raw) : raw;
  return typeof text === 'string' && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

function EditScreen({
  resource,
  edit,
  id,
  tab,
}: {
  resource: AnyAdminResource;
  edit: EditMode<unknown>;
  id: number;
  tab: string;
}) {
  const { pathname } = useLocation();
  const text = resourceText(resource, useT());
  // Read afresh each time the form opens: it starts from what the server holds now.
  const record = useApiQuery(
    apiQuery(`admin:${resource.key}/${id}`, (signal) => edit.load(id, signal)),
    { staleTime: 0 },
  );

  if (record.status === 'loading') return <LoadingState />;
  if (record.status === 'error') {
    // A 401 means the session ended: the session guard takes the administrator to /login.
    if (toApiFailure(record.error).status === 401) return <LoadingState />;
    return <BackToDashboard tab={tab} message={text(edit.loadErrorText)} />;
  }
  return (
    <ResourceForm
      resource={resource}
      mode={edit}
      tab={tab}
      initialValues={formValues(resource, edit.schema, record.data)}
      save={(input) => edit.save(input, id)}
      draftKey={`${pathname}#${id}`}
      details={edit.details?.(record.data)}
    />
  );
}

/** Says why the form cannot open, then opens the dashboard on `tab` (spec: 'No event ID provided.'). */
function BackToDashboard({ tab, message }: { tab: string; message: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  // Once, even when React runs effects twice in development.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify.error(message);
    void navigate(DASHBOARD_PATH, { replace: true, state: dashboardState(tab) });
  }, [message, navigate, notify, tab]);
  return <LoadingState />;
}
