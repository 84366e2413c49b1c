// Browser tests drive Debian's Chromium. Find it (CHROMIUM_PATH, then /usr/bin/chromium); when it
// is missing, install it with apt-get if we are root, else stop with one sentence saying how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
const found = () => candidates.find((path) => existsSync(path));

if (!found()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('Chromium is missing: install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary) and run `npm test` again.');
    process.exit(1);
  }
  console.log('Chromium is missing: installing it with apt-get (Debian package "chromium")...');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    console.error('Chromium could not be installed with apt-get: install the Debian package "chromium" (or set CHROMIUM_PATH) and run `npm test` again.');
    process.exit(1);
  }
  if (!found()) {
    console.error('apt-get finished but /usr/bin/chromium is still missing: set CHROMIUM_PATH to a Chromium binary and run `npm test` again.');
    process.exit(1);
  }
}
console.log(`Chromium: ${found()}`);
