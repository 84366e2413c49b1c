// Image and video entities (spec: discovery and presentation, section 3). Types only.

export type AspectRatio = '21-9' | '16-9' | '9-16' | '4-3' | '3-4' | '1-1';

export interface ImageSource {
  srcset: string;
  /** A MIME type: `image/webp` and `image/jpeg` in production, `image/png` in the demo. */
  type: string;
  media?: string;
}

export interface ImageAsset {
  src: string;
  sources: ImageSource[];
  customSrcByAspectRatio: Partial<Record<AspectRatio, string>>;
  widthRatio: number;
  heightRatio: number;
  alt: string;
}

export interface VideoAsset {
  hlsSource: string;
  /** For example `16-9`. */
  aspectRatio: AspectRatio;
  /** Seconds. */
  duration: number;
  poster: ImageAsset;
}
