import { Component, type ReactNode } from 'react';

export interface QueryErrorBoundaryProps {
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** Called before the children are tried again. */
  onReset: () => void;
  /** When one of these changes (another filter, another id), a shown failure gives way to the children. */
  resetKeys?: readonly unknown[];
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a failed read below it and renders the fallback; `reset` renders the children again. */
export class QueryErrorBoundary extends Component<QueryErrorBoundaryProps, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidUpdate(previous: QueryErrorBoundaryProps): void {
    if (!this.state.failed) return;
    const before = previous.resetKeys ?? [];
    const now = this.props.resetKeys ?? [];
    if (before.length !== now.length || now.some((key, i) => !Object.is(key, before[i]))) this.reset();
  }

  private readonly reset = () => {
    this.props.onReset();
    this.setState({ error: null, failed: false });
  };

  render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
