// Alert (spec: accounts and session, section 3). Types only.

export interface Alert {
  id: string;
  title: string;
  text: string;
  image: { url: string; alt: string };
  link: { href: string; rel: string; target: string; title: string };
}
