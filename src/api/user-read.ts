// Reads user answers without trusting them: every field is checked, missing ones get defaults.
import type { Newsletter } from './newsletter';
import { asBoolean, asIdList, asRecord, asString, asStringOrNull, asWebUrl, isRecord } from './shape';
import type { CurrentUser, FollowedAuthor, SavedContent } from './user-types';

export function readNewsletters(value: unknown): Newsletter[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((item) => {
    const id = asString(item.id);
    return id ? [{ id, name: asString(item.name), isSubscribed: asBoolean(item.isSubscribed) }] : [];
  });
}

const isoDay = (value: unknown): string | null => {
  const text = asString(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : null;
};

/** A current user, or null when the value has no id. */
export function readCurrentUser(value: unknown): CurrentUser | null {
  if (!isRecord(value)) return null;
  const id = asString(value.id);
  if (!id) return null;
  return {
    id,
    nick: asString(value.nick),
    name: asString(value.name),
    surname: asString(value.surname),
    email: asString(value.email),
    bulletin: asBoolean(value.bulletin),
    birthdate: isoDay(value.birthdate),
    savedContentIds: asIdList(value.savedContentIds),
    followedAuthorIds: asIdList(value.followedAuthorIds),
    commentsLikeId: asIdList(value.commentsLikeId),
    commentsDislikeId: asIdList(value.commentsDislikeId),
    commentsReportId: asIdList(value.commentsReportId),
    newsletters: readNewsletters(value.newsletters),
    isRegisteredInDemo: asBoolean(value.isRegisteredInDemo),
    phone: asStringOrNull(value.phone),
    nif: asStringOrNull(value.nif),
    address: asStringOrNull(value.address),
    postalCode: asStringOrNull(value.postalCode),
    city: asStringOrNull(value.city),
    province: asStringOrNull(value.province),
    country: asStringOrNull(value.country),
    demoBulletin: asBoolean(value.demoBulletin),
    alternativeEmail: asStringOrNull(value.alternativeEmail),
    ...(value.profileType === 'rrss' || value.profileType === 'email' ? { profileType: value.profileType } : {}),
  };
}

/** The `user` of an answer (`{user}`), or the answer itself when it is the user. */
export const readUserAnswer = (answer: unknown): CurrentUser | null => readCurrentUser(asRecord(answer).user ?? answer);

export function readSavedContents(answer: unknown): SavedContent[] {
  const list = asRecord(answer).contents;
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).flatMap((item) => {
    const id = asString(item.id);
    const title = asString(item.title);
    if (!id || !title) return [];
    const image = asRecord(asRecord(asRecord(item.multimedia).image));
    const imageUrl = asWebUrl(image.url);
    return [{
      id,
      title,
      url: asWebUrl(item.url, '#'),
      category: { name: asString(asRecord(item.category).name) },
      multimedia: imageUrl ? { image: { url: imageUrl, alt: asString(image.alt) } } : null,
    }];
  });
}

export function readFollowedAuthors(answer: unknown): FollowedAuthor[] {
  const list = asRecord(answer).authors;
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).flatMap((item) => {
    const id = asString(item.id);
    const name = asString(item.name);
    if (!id || !name) return [];
    const twitter = asRecord(item.twitterAccount);
    const twitterHref = asWebUrl(twitter.href);
    const imageUrl = asWebUrl(asRecord(item.image).url);
    return [{
      id,
      name,
      image: imageUrl ? { url: imageUrl } : null,
      twitterAccount: twitterHref ? { href: twitterHref, text: asString(twitter.text, twitterHref) } : null,
      url: asWebUrl(item.url, '#'),
    }];
  });
}
