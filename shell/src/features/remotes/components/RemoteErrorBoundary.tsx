import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@parish/shared-types';
import { RemoteFallback } from './RemoteFallback';

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
 * Contains a remote that cannot load or throws while rendering: its area
 * shows a fallback with Retry while the rest of the site keeps working.
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
    this.setState({ error: null, failedAt: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) return <RemoteFallback remote={this.props.remote} onRetry={this.retry} />;
    return this.props.children;
  }
}
