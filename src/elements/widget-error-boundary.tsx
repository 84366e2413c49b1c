import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../events';
import { STATUS_ATTRIBUTE } from './registry';
import type { WidgetHost } from './widget-host';

interface Props {
  host: WidgetHost;
  children: ReactNode;
}

/** A widget that crashes reports np:error (kind render) and shows a short message instead of nothing. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const { host } = this.props;
    host.element.setAttribute(STATUS_ATTRIBUTE, 'error');
    reportError({ kind: 'render', tag: host.tag, name: error.name, message: error.message });
    if (info.componentStack) console.debug(info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="np-fallback" role="status">
        {this.props.host.t('widget.unavailable')}
      </p>
    );
  }
}
