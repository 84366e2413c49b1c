// The listing card's and the carousel's texts: importing this module adds them to the catalogues
// t() reads (they travel in chunk np-cards, with the card).
import { addMessages } from '../index';
import { cardMessagesCa, cardMessagesEs } from './messages';

export { cardMessagesCa, cardMessagesEs, type CardMessageKey } from './messages';

addMessages({ es: cardMessagesEs, ca: cardMessagesCa });
