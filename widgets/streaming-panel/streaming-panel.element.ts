import { defineWidget } from '../../src/elements/define-widget';
import { StreamingPanel, type StreamingPanelProps } from './StreamingPanel';

defineWidget<StreamingPanelProps>('np-streaming-panel', StreamingPanel, { attributes: { excludeId: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-streaming-panel': HTMLElement;
  }
}
