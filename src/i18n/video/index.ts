// The video player's texts. They load with <np-video-player> (its own chunk), not with every
// widget: importing this module adds them to the catalogues t() reads.
import { addMessages } from '../index';
import { videoMessagesCa, videoMessagesEs } from './messages';

export type { VideoMessageKey } from './messages';

addMessages({ es: videoMessagesEs, ca: videoMessagesCa });
