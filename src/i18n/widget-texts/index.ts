// Texts that load with one widget's chunk rather than with np-core (webpack.config.js keeps this
// folder out of np-core). Each file exports its es and ca texts with the same keys; the widget's
// element file adds them with addMessages(). Their keys join MessageKey here, as types only.
import type { HeaderDateTextKey } from './header-date';
import type { MostReadTextKey } from './most-read';

export type WidgetTextKey = HeaderDateTextKey | MostReadTextKey;
