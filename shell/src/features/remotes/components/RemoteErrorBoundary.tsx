import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@parish/shared-types';
import { RemoteUnavailableError } from '../lib/remoteUnavailable';
import { reloadPage } from '../lib/reloadPage';
import { RemoteFallback } from './RemoteFallback';

/**
 * A chunk of the remote's own code that could not be fetched once it was
 * running (its release removed, a network blip): an outage, like a remote
 * that does not load at all, not a bug in a page.
 */
export function isChunkLoadFailure(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message);
}

interface Props {
  remote: RemoteName;
  /** A change of this value (the URL) clears a previous failure. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  failedAt: string | null;
}

/**
 * Contains a remote that cannot be loaded, or whose chunks stop loading:
 * its area shows a fallback with Retry while the rest of the site keeps
 * working. A page that loaded but throws while rendering is a bug, not an
 * outage: that error goes on to the route's error page ('Unexpected
 * Application Error!', inside the layout).
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.failedAt !== null && state.failedAt !== props.resetKey) {
      return { error: null, failedAt: null };
    }
    if (state.error && state.failedAt === null) return { failedAt: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] the ${this.props.remote} remote failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    if (this.state.error && isChunkLoadFailure(this.state.error)) {
      reloadPage();
      return;
    }
    this.setState({ error: null, failedAt: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (error && !(error instanceof RemoteUnavailableError) && !isChunkLoadFailure(error)) {
      throw error;
    }
    if (error) return <RemoteFallback remote={this.props.remote} onRetry={this.retry} />;
    return this.props.children;
  }
}
