// The texts of the reader-account widgets. They load with those widgets (chunk np-account), not
// with every widget: importing this module adds them to the catalogues t() reads.
import { addMessages } from '../index';
import { accountMessagesCa, accountMessagesEs } from './messages';

export { accountMessagesCa, accountMessagesEs, type AccountMessageKey } from './messages';

addMessages({ es: accountMessagesEs, ca: accountMessagesCa });
