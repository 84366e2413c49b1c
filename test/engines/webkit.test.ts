// The cross-engine suite (suite.ts) in WebKitGTK, through selenium-webdriver over WebDriver classic.
import { launchWebKit } from './drivers/webkit';
import { engineSuite } from './suite';

engineSuite('WebKit', launchWebKit);
