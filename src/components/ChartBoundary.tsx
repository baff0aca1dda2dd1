import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode };

/**
 * Keeps a chart failure (its chunk not loading after a deploy or offline, a browser without canvas)
 * inside the chart's card instead of replacing the whole page with the route's error page.
 */
export class ChartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
