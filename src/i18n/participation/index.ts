// The participation widgets' texts. They load with those widgets (chunk np-participation), not
// with the account widgets: importing this module adds them to the catalogues t() reads.
import { addMessages } from '../index';
import { participationMessagesCa, participationMessagesEs } from './messages';

export type { ParticipationMessageKey } from './messages';

addMessages({ es: participationMessagesEs, ca: participationMessagesCa });
