// What the light account widgets (user button, like buttons) load on first need, in one import:
// the session (the request client follows with its first call), the identity provider adapter,
// the login prompt and the account texts. src/account-code/load.ts imports it; nothing else should.
import '../i18n/account';

export { LoginPrompt } from '../modal/LoginPrompt';
export { LOGIN_PAGE_PATH, navigation } from '../navigation/safe-redirect';
export { connectIdentityProvider, showScreenSet } from './identity-provider';
export { endSession, loadSession, setAuthorFollowed, setContentSaved } from './session';
