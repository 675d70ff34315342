import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  createNotificationStore,
  type Notice,
  type NoticeInput,
  type NotificationStore,
} from './notificationStore';

const NotificationStoreContext = createContext<NotificationStore | null>(null);

/** Holds the page's notices; part of `AppProviders`, so every app has exactly one. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createNotificationStore);
  return <NotificationStoreContext value={store}>{children}</NotificationStoreContext>;
}

function useNotificationStore(): NotificationStore {
  const store = use(NotificationStoreContext);
  if (!store) throw new Error('Notices need <AppProviders> (NotificationsProvider) around them.');
  return store;
}

/** What a screen uses to tell the visitor how an action went. */
/** What a notice may carry beyond its words: a button (Undo), and what to do when it leaves. */
export type NoticeOptions = Pick<NoticeInput, 'action' | 'onDismissed' | 'autoHideMs'>;

export interface Notify {
  success: (message: string, options?: NoticeOptions) => number;
  error: (message: string, options?: NoticeOptions) => number;
  info: (message: string, options?: NoticeOptions) => number;
  show: (notice: NoticeInput) => number;
  dismiss: (id: number) => void;
}

/**
 * Posts notices to the page's one host (`<Notifications/>`). The host sits
 * outside the routes, so a notice posted just before a navigation is still
 * seen on the next page.
 */
export function useNotify(): Notify {
  const store = useNotificationStore();
  return useMemo(() => {
    const { push, dismiss } = store.getState();
    return {
      success: (message, options) => push({ severity: 'success', message, ...options }),
      error: (message, options) => push({ severity: 'error', message, ...options }),
      info: (message, options) => push({ severity: 'info', message, ...options }),
      show: push,
      dismiss,
    };
  }, [store]);
}

/** The notice to show now (the oldest), or undefined, and whether another waits behind it. */
export function useCurrentNotice(): {
  notice: Notice | undefined;
  waiting: boolean;
  dismiss: (id: number) => void;
} {
  const store = useNotificationStore();
  const notice = useStore(store, (state) => state.queue[0]);
  const waiting = useStore(store, (state) => state.queue.length > 1);
  const dismiss = useStore(store, (state) => state.dismiss);
  return { notice, waiting, dismiss };
}
