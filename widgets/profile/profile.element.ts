// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { startProfileRead } from './early-profile-read';
import { Profile, type ProfileProps } from './Profile';

defineWidget<ProfileProps>('np-profile', Profile, {
  attributes: { countries: 'json', provinces: 'json', cities: 'json', contactEmail: 'string' },
  ready: 'manual',
});

startProfileRead(window.location.pathname);

declare global {
  interface HTMLElementTagNameMap {
    'np-profile': HTMLElement;
  }
}
