// Presentation options of the listing card (spec: discovery, sections 4 and 9): avatar shape and
// size by step, overlay style of text over an image, sponsor footer style.

export const AVATAR_SHAPES = ['round', 'rounded', 'square'] as const;
export type AvatarShape = (typeof AVATAR_SHAPES)[number];

/** Spec: avatar sizes by step in pixels. */
export const AVATAR_SIZE_BY_STEP_PX = { 100: 24, 200: 32, 300: 40, 400: 48, 500: 64, 600: 80, 700: 104, 800: 128, 900: 160 } as const;
export type AvatarStep = keyof typeof AVATAR_SIZE_BY_STEP_PX;
export const DEFAULT_AVATAR_STEP: AvatarStep = 300;

export const OVERLAY_STYLES = ['linear', 'opacity'] as const;
export type OverlayStyle = (typeof OVERLAY_STYLES)[number];

export const SPONSOR_STYLES = ['solid', 'dotted'] as const;
export type SponsorStyle = (typeof SPONSOR_STYLES)[number];

/** `value` when it is one of `values`, else `fallback`. */
export function oneOf<Value extends string>(values: readonly Value[], value: unknown, fallback: Value): Value {
  return values.find((each) => each === value) ?? fallback;
}

/** A step of the avatar scale (100 ... 900); anything else gives the default, 300 (40 px). */
export function avatarStep(value: unknown): AvatarStep {
  const step = Number(value);
  return step in AVATAR_SIZE_BY_STEP_PX ? (step as AvatarStep) : DEFAULT_AVATAR_STEP;
}
