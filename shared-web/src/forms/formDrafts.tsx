import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSessionStore } from '../session/sessionStore';

/** What a form held when the session ended, and whose session it was. */
interface FormDraft {
  adminId: number | null;
  values: unknown;
}

type FormDrafts = Map<string, FormDraft>;

const FormDraftsContext = createContext<FormDrafts | null>(null);

/**
 * Holds the values of forms whose admin session ended under them, until the
 * administrator is back. Part of `AppProviders`, so the drafts outlive the
 * admin pages (which the session guard unmounts on the way to /login) but
 * stay in this page's memory: never in storage, as they may hold a password.
 */
export function FormDraftsProvider({ children }: { children: ReactNode }) {
  const [drafts] = useState<FormDrafts>(() => new Map());
  return <FormDraftsContext value={drafts}>{children}</FormDraftsContext>;
}

/**
 * The values a form under `key` kept when the session ended, if the
 * administrator now logged in is the one who typed them; they are handed
 * over once.
 */
export function useRestoredDraft<V>(key: string | undefined): V | undefined {
  const drafts = use(FormDraftsContext);
  const [restored] = useState(() => {
    const draft = key ? drafts?.get(key) : undefined;
    const adminId = useSessionStore.getState().admin?.id ?? null;
    return draft && draft.adminId === adminId ? (draft.values as V) : undefined;
  });
  useEffect(() => {
    if (key) drafts?.delete(key);
  }, [drafts, key]);
  return restored;
}

/**
 * When the form unmounts because the server ended the session (the guard
 * sends the administrator to /login), keeps its values under `key`. Leaving
 * the form any other way (saved, cancelled, logged out here) keeps nothing.
 */
export function useKeepDraftOnSessionEnd(key: string | undefined, values: unknown): void {
  const drafts = use(FormDraftsContext);
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  useEffect(() => {
    if (!key || !drafts) return;
    const adminId = useSessionStore.getState().admin?.id ?? null;
    return () => {
      const { status, expired } = useSessionStore.getState();
      if (status === 'anonymous' && expired) drafts.set(key, { adminId, values: latest.current });
    };
  }, [drafts, key]);
}
