// Asks the server whether the nick is free, a moment after the reader stops typing.
import { useEffect } from 'react';
import { checkNick } from '../../src/api/user';
import { NICK_CHECK_DEBOUNCE_MS } from '../../src/constants';
import type { Form } from '../../src/forms';

export function useNickCheck(form: Form): void {
  const nick = typeof form.values.nick === 'string' ? form.values.nick.trim() : '';
  const locallyValid = nick !== '' && !form.errors.nick;
  const { setServerError } = form;
  useEffect(() => {
    if (!locallyValid) return;
    let current = true;
    const timer = setTimeout(() => {
      checkNick(nick)
        .then(({ available }) => current && setServerError('nick', available ? null : { key: 'validation.nickTaken' }))
        .catch((error: unknown) => console.warn('np: the nick could not be checked', error));
    }, NICK_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // setServerError is recreated each render; the check depends on the nick only.
  }, [nick, locallyValid]);
}
