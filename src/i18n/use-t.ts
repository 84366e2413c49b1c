// The catalogue of the widget being rendered (its element's language), for its components.
import { createContext, useContext } from 'react';
import type { Translate } from './index';

export const TranslatorContext = createContext<Translate | null>(null);

export function useT(): Translate {
  const t = useContext(TranslatorContext);
  if (!t) throw new Error('useT() used outside a widget');
  return t;
}
