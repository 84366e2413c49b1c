// Programme (spec: discovery and presentation, section 3). Types only.
import type { ImageAsset } from './media';

export interface Programme {
  id: string;
  name: string;
  url: string;
  image: ImageAsset;
  /** HTML fragments. */
  resume: string[];
  title: string;
}
