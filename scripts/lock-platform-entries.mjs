// The npm registry this project installs from answers 404 for native
// bindings of other platforms, so `npm install` leaves them out of
// package-lock.json, and `npm ci` then refuses the lock as "out of sync".
// This script adds a lock entry, with its os, cpu and libc, for every
// optional platform binding a locked package names; npm ci skips each
// one on a machine it does not fit. Run it after any dependency change.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const OPERATING_SYSTEMS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'];

function platformOf(bindingName) {
  const parts = bindingName.split('/').pop().split('-');
  const osIndex = parts.findIndex((part) => OPERATING_SYSTEMS.includes(part));
  if (osIndex < 0) {
    const cpu = parts.find((part) => part.startsWith('wasm'));
    return cpu ? { cpu: [cpu] } : null;
  }
  const [os, cpu, abi = ''] = parts.slice(osIndex);
  const platform = { os: [os], cpu: [cpu] };
  if (abi.startsWith('gnu')) platform.libc = ['glibc'];
  if (abi.startsWith('musl')) platform.libc = ['musl'];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const bindingPath = `node_modules/${name}`;
    const platform = platformOf(name);
    if (lock.packages[bindingPath] || !platform) continue;
    lock.packages[bindingPath] = { version, ...platform, dev: entry.dev, optional: true };
    added += 1;
    console.log(`added ${bindingPath}@${version} for ${path}`);
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} platform entries added`);
