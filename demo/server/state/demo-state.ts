// Everything the demo keeps between requests, and the way back to the seed.
import { generateSeed } from '../seed';
import type { DemoComment, DemoPoll } from '../seed/comments';
import type { DemoUser, Seed } from '../seed/types';
import { FaultQueue } from './faults';
import { Mailbox } from './mailbox';
import { ParticipationStore } from './participation';
import { SessionStore } from './sessions';

export class DemoState {
  seed: Seed;
  /** Mutable copies of the seeded readers, by id. */
  users = new Map<string, DemoUser>();
  /** One-time password-reset tokens to user ids. */
  resetTokens = new Map<string, string>();
  /** Mutable copies of the seeded comment threads, by content id. */
  comments = new Map<string, DemoComment[]>();
  /** Mutable copies of the seeded polls, by id. */
  polls = new Map<string, DemoPoll>();
  readonly sessions = new SessionStore();
  readonly mailbox = new Mailbox();
  readonly faults = new FaultQueue();
  /** User-content calls, digital interviews and contact messages. */
  readonly participation = new ParticipationStore();

  constructor(private readonly now: () => Date = () => new Date()) {
    this.seed = generateSeed(this.now());
    this.restore();
  }

  /** Back to the seed: users, sessions, tokens, mails, faults and participation (a new day gets a new seed). */
  reset(): void {
    this.seed = generateSeed(this.now());
    this.restore();
  }

  private restore(): void {
    this.users = new Map(this.seed.users.map((user) => [user.id, structuredClone(user)]));
    this.comments = new Map(Object.entries(structuredClone(this.seed.comments)));
    this.polls = new Map(this.seed.polls.map((poll) => [poll.id, structuredClone(poll)]));
    this.resetTokens.clear();
    this.sessions.clear();
    this.mailbox.clear();
    this.faults.clear();
    this.participation.clear();
  }

  userByEmail(email: string): DemoUser | undefined {
    const wanted = email.trim().toLowerCase();
    for (const user of this.users.values()) if (user.email.toLowerCase() === wanted) return user;
    return undefined;
  }
}
