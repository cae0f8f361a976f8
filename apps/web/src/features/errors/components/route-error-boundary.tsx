import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../pages/route-error-page.tsx';

interface Props {
  /** The location's key: the next navigation draws its page again. */
  resetKey: string;
  children: ReactNode;
}

/** A page that failed to render or to load its code shows 页面走丢了 until the shopper goes elsewhere. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
