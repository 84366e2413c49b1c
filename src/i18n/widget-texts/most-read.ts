// The texts of <np-most-read>. They travel in its own chunk, not in np-core: the element file
// hands them to addMessages() before the widget is defined.
export const mostReadTextsEs = {
  'mostRead.label': 'Lo más popular',
} as const;

export type MostReadTextKey = keyof typeof mostReadTextsEs;

export const mostReadTextsCa: Record<MostReadTextKey, string> = {
  'mostRead.label': 'El més popular',
};
