// Sessions in memory: a random token (the HttpOnly cookie) to a user id.
import { randomBytes } from 'node:crypto';

export class SessionStore {
  private readonly byToken = new Map<string, string>();

  create(userId: string): string {
    const token = randomBytes(24).toString('base64url');
    this.byToken.set(token, userId);
    return token;
  }

  userIdOf(token: string | undefined): string | undefined {
    return token === undefined ? undefined : this.byToken.get(token);
  }

  destroy(token: string | undefined): void {
    if (token !== undefined) this.byToken.delete(token);
  }

  /** Ends every session of a user, e.g. when the account is deleted. */
  destroyUser(userId: string): void {
    for (const [token, owner] of this.byToken) if (owner === userId) this.byToken.delete(token);
  }

  clear(): void {
    this.byToken.clear();
  }
}
