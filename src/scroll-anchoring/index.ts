// The scroll anchoring np does itself where the engine has none (WebKit): a chunk of its own
// (np-scroll-anchoring), which only such engines download (src/elements/scroll-anchoring.ts).
export { anchorScrollingOnRunway } from './runway';
export { holdWhatFollowsWhileLoading } from './loading-widgets';
