// The bench's baseline: what a team would ship without lazy loading. One script that imports
// and defines every widget at start (every `*.element.ts`, so a new widget joins by itself)
// and links one stylesheet holding all their CSS.
import { publicPath } from '../src/elements/public-path';
import { adoptStylesheet, linkStylesheet } from '../src/elements/stylesheet';
import { placeholderStyles } from './placeholder-styles';

interface WebpackContext {
  keys(): string[];
  (id: string): unknown;
}
declare const require: { context(folder: string, deep: boolean, filter: RegExp): WebpackContext };

linkStylesheet(`${publicPath ?? ''}np-loader.css`);
adoptStylesheet(placeholderStyles);

const elements = require.context('.', true, /\.element\.ts$/);
elements.keys().forEach((id) => elements(id));
