// A current user as the demo API sends it, for component and session tests.
import type { CurrentUser } from '../../src/api/user';
import { forgetSessionRead } from '../../src/account-code/session-marker';

export function aReader(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '101', nick: 'lector', name: 'Lucía', surname: 'Martín Soler', email: 'lector@example.com', bulletin: true,
    birthdate: '1988-04-12', savedContentIds: ['1001', '1002'], followedAuthorIds: ['501'], commentsLikeId: [], commentsDislikeId: [], commentsReportId: [],
    newsletters: [{ id: '1', name: '<strong>Matinal</strong>', isSubscribed: true }, { id: '2', name: 'Resumen <em>de la semana</em>', isSubscribed: false }],
    isRegisteredInDemo: false, phone: '612345678', nif: null, address: 'Calle Mayor 12', postalCode: '46001', city: '46250', province: '46',
    country: 'ES', demoBulletin: false, alternativeEmail: null, ...overrides,
  };
}

export function setSessionCookie(userId: string | null): void {
  document.cookie = userId ? `np_session_user=${userId}; path=/` : 'np_session_user=; path=/; max-age=0';
  // A page sees a new cookie in a later task (a response, another tab); a test sets it mid-task.
  forgetSessionRead();
}
