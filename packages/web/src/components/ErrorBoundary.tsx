import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage.js';

interface ErrorBoundaryState {
  failed: boolean;
}

/** Any rendering error shows the error page (500) instead of a blank screen; React logs the error. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPage statusCode={500} /> : this.props.children;
  }
}
