import { createStore } from 'zustand/vanilla';

export type NoticeSeverity = 'success' | 'error' | 'info' | 'warning';

/** A button inside a notice, such as Undo. */
export interface NoticeAction {
  label: string;
  onClick: () => void;
}

export interface Notice {
  id: number;
  severity: NoticeSeverity;
  message: string;
  action?: NoticeAction;
  /** How long it stays; errors stay until dismissed unless told otherwise. */
  autoHideMs: number | null;
  /**
   * Called once when the notice leaves, however it goes (timed out, closed,
   * its action taken, or dismissed by the screen). No screen of this build
   * uses it (Undo is the trash's Restore); it stays for dashboards shipped
   * before the trash, which sent their DELETE from here.
   */
  onDismissed?: () => void;
}

export type NoticeInput = Omit<Notice, 'id' | 'autoHideMs'> & { autoHideMs?: number | null };

interface NotificationState {
  /** Oldest first; the host shows the first one. */
  queue: Notice[];
  lastId: number;
  push: (notice: NoticeInput) => number;
  dismiss: (id: number) => void;
}

/** Long enough to read a sentence and reach an Undo button (WCAG 2.2.1). */
export const DEFAULT_NOTICE_MS = 6000;

/**
 * One queue of notices per page. It lives in a provider, not in module
 * scope, so a server rendering pages for many visitors never mixes theirs.
 */
export function createNotificationStore() {
  return createStore<NotificationState>()((set, get) => ({
    queue: [],
    lastId: 0,
    push: (notice) => {
      const id = get().lastId + 1;
      const autoHideMs =
        notice.autoHideMs !== undefined
          ? notice.autoHideMs
          : notice.severity === 'error'
            ? null
            : DEFAULT_NOTICE_MS;
      set((state) => ({ lastId: id, queue: [...state.queue, { ...notice, id, autoHideMs }] }));
      return id;
    },
    dismiss: (id) => {
      const leaving = get().queue.find((notice) => notice.id === id);
      if (!leaving) return;
      set((state) => ({ queue: state.queue.filter((notice) => notice.id !== id) }));
      leaving.onDismissed?.();
    },
  }));
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;
