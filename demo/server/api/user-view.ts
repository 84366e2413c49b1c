// A stored reader as the API shows it.
import type { CurrentUser } from '../../../src/api/user';
import type { DemoUser, NewsletterInfo } from '../seed/types';

export function toCurrentUser(user: DemoUser, newsletters: readonly NewsletterInfo[]): CurrentUser {
  return {
    id: user.id,
    nick: user.nick,
    name: user.name,
    surname: user.surname,
    email: user.email,
    bulletin: user.bulletin,
    birthdate: user.birthdate,
    savedContentIds: [...user.savedContentIds],
    followedAuthorIds: [...user.followedAuthorIds],
    commentsLikeId: [...user.commentsLikeId],
    commentsDislikeId: [...user.commentsDislikeId],
    commentsReportId: [...user.commentsReportId],
    newsletters: newsletters.map(({ id, name }) => ({ id, name, isSubscribed: user.newsletterIds.includes(id) })),
    isRegisteredInDemo: user.demoAccount,
    phone: user.phone,
    nif: user.nif,
    address: user.address,
    postalCode: user.postalCode,
    city: user.city,
    province: user.province,
    country: user.country,
    demoBulletin: user.demoBulletin,
    alternativeEmail: user.alternativeEmail,
  };
}
