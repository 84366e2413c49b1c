// Newsletter (spec: accounts and session, section 3). Types only.

export interface Newsletter {
  id: string;
  /** May hold a little HTML, for example `<strong>Matinal</strong>`. */
  name: string;
  isSubscribed: boolean;
}
