// The bench's baseline: what a team would ship without lazy loading. One script that imports
// and defines every widget at start (every `*.element.ts`, so a new widget joins by itself)
// and links one stylesheet holding all their CSS.
import { publicPath } from '../src/elements/public-path';
import { adoptStylesheet } from '../src/elements/stylesheet';
import { placeholderStyles } from './placeholders';

interface WebpackContext {
  keys(): string[];
  (id: string): unknown;
}
declare const require: { context(folder: string, deep: boolean, filter: RegExp): WebpackContext };

const stylesheet = document.createElement('link');
stylesheet.rel = 'stylesheet';
stylesheet.href = `${publicPath ?? ''}np-loader.css`;
document.head.append(stylesheet);
adoptStylesheet(placeholderStyles);

const elements = require.context('.', true, /\.element\.ts$/);
elements.keys().forEach((id) => elements(id));
