// The `topics` attribute: `[{link: {id, href, rel, target, text}}]`, checked topic by topic. A topic
// without text, or whose address is neither http(s) nor site-relative (javascript:, data:, //host…),
// is dropped; rel and target are kept as the CMS wrote them.
import type { HotTopic } from '../../src/api/hot-topic';
import { isRecord, safeUrl, text } from '../../src/api/read';

export function readTopics(value: unknown): HotTopic[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((topic) => {
    if (!isRecord(topic) || !isRecord(topic.link)) return [];
    const { link } = topic;
    const label = text(link.text).trim();
    const href = safeUrl(link.href);
    if (!label || !href) return [];
    return [{ link: { id: text(link.id), href, rel: text(link.rel).trim(), target: text(link.target).trim(), text: label } }];
  });
}
