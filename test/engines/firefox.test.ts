// The cross-engine suite (suite.ts) in Firefox, through puppeteer-core over WebDriver BiDi.
import { launchFirefox } from './drivers/firefox';
import { engineSuite } from './suite';

engineSuite('Firefox', launchFirefox);
