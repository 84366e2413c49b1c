// The cross-engine suite (test/engines) drives Debian's firefox-esr and WebKitGTK (WebKitWebDriver
// with its MiniBrowser, under xvfb-run). Find them; when one is missing, install the Debian packages
// with apt-get if we are root, else stop with one sentence saying how. No browser is downloaded
// from anywhere else.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = 'firefox-esr webkit2gtk-driver xvfb';
const needs = [
  { what: 'Firefox', path: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr' },
  { what: 'WebKitWebDriver', path: process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver' },
  { what: 'MiniBrowser', path: process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser' },
  { what: 'xvfb-run', path: '/usr/bin/xvfb-run' },
];
const missing = () => needs.filter(({ path }) => !existsSync(path));

if (missing().length > 0) {
  const names = missing().map(({ what }) => what).join(', ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${names} missing: install them with \`sudo apt-get install -y ${PACKAGES}\` (or set FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH) and run \`npm test\` again.`);
    process.exit(1);
  }
  console.log(`${names} missing: installing the Debian packages ${PACKAGES} with apt-get...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, { stdio: 'inherit' });
  } catch {
    console.error(`apt-get could not install ${PACKAGES}: install them and run \`npm test\` again.`);
    process.exit(1);
  }
  if (missing().length > 0) {
    console.error(`apt-get finished but ${missing().map(({ path }) => path).join(', ')} is still missing: set FIREFOX_PATH, WEBKIT_DRIVER_PATH or MINIBROWSER_PATH and run \`npm test\` again.`);
    process.exit(1);
  }
}
console.log(`Firefox: ${needs[0].path}; WebKit: ${needs[1].path} with ${needs[2].path}`);
