import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import {
  PAGE_DATA_ELEMENT_ID,
  type PageQuery,
  type PageDataSnapshot as ServerPageData,
} from '@parish/shared-types';
import { todayIsoDate } from '../format/format';

// The snapshot and its element are the shell's contract with its server (shared-types).
export { PAGE_DATA_ELEMENT_ID };
export type PageDataSnapshot = ServerPageData;

/** A page query: one API read a page shows, by the key its answer is known by. */
export function pageQuery<T>(key: string, fetch: PageQuery<T>['fetch']): PageQuery<T> {
  return { key, fetch };
}

/**
 * What the server rendered the page with: its answers (which start the
 * page's query cache, `AppProviders`), its clock, and the widgets it showed.
 * The clock stands until the visitor moves to another page. Each render
 * (request) has its own: nothing of it lives in module scope.
 */
export class PageData {
  private valid = true;
  /** Keys a component read that the snapshot did not hold (a page query not declared). */
  readonly missed = new Set<string>();
  /** Widgets of other remotes a server render showed. */
  readonly widgets = new Set<string>();

  constructor(readonly snapshot: PageDataSnapshot) {}

  /** A read the page made with no answer to start from, while it is still the page rendered. */
  noteMissed(key: string): void {
    if (this.valid && !Object.hasOwn(this.snapshot.entries, key)) this.missed.add(key);
  }

  /** The clock the page rendered with, or null once the visitor has moved on. */
  clock(): RenderClock | null {
    if (!this.valid) return null;
    return {
      now: new Date(this.snapshot.renderedAt),
      today: this.snapshot.today,
      fromServer: true,
    };
  }

  noteWidget(id: string): void {
    this.widgets.add(id);
  }

  /** The visitor left the page the server rendered. */
  expire(): void {
    this.valid = false;
  }
}

const PageDataContext = createContext<PageData | null>(null);

/** Gives the page the server's data; without it (no server render) every read is the browser's. */
export function PageDataProvider({
  pageData,
  children,
}: {
  pageData: PageData | null;
  children: ReactNode;
}) {
  return <PageDataContext value={pageData}>{children}</PageDataContext>;
}

/** The server's data of the page, if it rendered it (and the visitor is still on it). */
export function usePageData(): PageData | null {
  return useContext(PageDataContext);
}

export interface RenderClock {
  now: Date;
  /** `now`'s date, `YYYY-MM-DD`. */
  today: string;
  /** Whether this is the server's clock, which the browser keeps only while it hydrates. */
  fromServer: boolean;
}

function browserClock(): RenderClock {
  const now = new Date();
  return { now, today: todayIsoDate(now), fromServer: false };
}

/**
 * The time a component renders with. On a page the server rendered, the
 * first render uses the server's moment and date, so what depends on them
 * (upcoming or past, Register shown or not, the year in the footer)
 * matches the HTML even where the visitor's clock or time zone differs; an
 * effect then moves to the visitor's own clock.
 */
export function useRenderClock(): RenderClock {
  const pageData = useContext(PageDataContext);
  const [clock, setClock] = useState(() => pageData?.clock() ?? browserClock());
  useEffect(() => {
    if (!clock.fromServer) return;
    // Once the hydrated page is on screen, not within the same commit; as a
    // transition, so parts of the page still waiting to hydrate below this
    // component are taken over in short slices, not in one blocking task
    // (React hydrates a waiting part at once, in one go, for an urgent update).
    const later = setTimeout(() => startTransition(() => setClock(browserClock())), 0);
    return () => clearTimeout(later);
  }, [clock.fromServer]);
  return clock;
}
