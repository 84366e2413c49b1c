// The mails the API would have sent, kept so that tests can read their links and tokens.

export interface DemoMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  token?: string;
  /** ISO 8601. */
  sentAt: string;
}

export class Mailbox {
  private mails: DemoMail[] = [];

  send(mail: Omit<DemoMail, 'sentAt'>): DemoMail {
    const sent = { ...mail, sentAt: new Date().toISOString() };
    this.mails.push(sent);
    return sent;
  }

  list(): DemoMail[] {
    return [...this.mails];
  }

  clear(): void {
    this.mails = [];
  }
}
