// The demo's data, generated from a fixed seed and the server's "today".
import { generateAlerts } from './alerts';
import { generateAuthors } from './authors';
import { CLOSED_COMMENTS_CONTENT_ID, generateComments, generatePoll } from './comments';
import { generateContents } from './contents';
import { isoDay, startOfDay } from './dates';
import { generateHotTopics } from './hot-topics';
import { generateNewsletters } from './newsletters';
import { generatePaywallMessages } from './paywall';
import { generateProgrammes } from './programmes';
import { generateSchedule } from './schedule';
import { generateStreams } from './streaming';
import type { Seed } from './types';
import { generateUsers } from './users';

export function generateSeed(now: Date = new Date()): Seed {
  const today = startOfDay(now);
  const authors = generateAuthors();
  const contents = generateContents(today, authors);
  const programmes = generateProgrammes();
  return {
    today: isoDay(today),
    users: generateUsers(contents, authors),
    authors,
    contents,
    newsletters: generateNewsletters(),
    programmes,
    schedule: generateSchedule(today, programmes),
    streams: generateStreams(),
    paywallMessages: generatePaywallMessages(),
    alerts: generateAlerts(),
    hotTopics: generateHotTopics(),
    comments: generateComments(contents),
    closedCommentContentIds: [CLOSED_COMMENTS_CONTENT_ID],
    polls: [generatePoll(today)],
  };
}
