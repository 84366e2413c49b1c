import { defineWidget } from '../../src/elements/define-widget';
import { SideBar, type SideBarProps } from './SideBar';

defineWidget<SideBarProps>('np-side-bar', SideBar, { attributes: { url: 'string', title: 'string', commentCount: 'number' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-side-bar': HTMLElement;
  }
}
