// Hot topic (spec: accounts and session, section 3). Types only: the CMS writes the topics into
// the `topics` attribute of <np-hot-topics> (or of <np-header>).

export interface HotTopicLink {
  id: string;
  href: string;
  rel: string;
  target: string;
  text: string;
}

export interface HotTopic {
  link: HotTopicLink;
}
