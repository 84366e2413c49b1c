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

// npm writes its lock with every object's keys reordered: plain values (strings, booleans, arrays)
// before nested objects, its own top-level names first in a fixed order, the rest by
// localeCompare('en'). Writing the same order keeps `npm install` from rewriting the file.
const NPM_KEY_ORDER = ['name', 'version', 'lockfileVersion', 'resolved', 'integrity', 'requires', 'packages', 'dependencies'];
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

function compareKeys(a, b) {
  const rankA = NPM_KEY_ORDER.indexOf(a);
  const rankB = NPM_KEY_ORDER.indexOf(b);
  if (rankA >= 0 || rankB >= 0) return (rankA < 0 ? Infinity : rankA) - (rankB < 0 ? Infinity : rankB);
  return a.localeCompare(b, 'en');
}

function inNpmOrder(value) {
  if (Array.isArray(value)) return value.map(inNpmOrder);
  if (!isObject(value)) return value;
  const entries = Object.entries(value).sort(([keyA, valueA], [keyB, valueB]) =>
    isObject(valueA) === isObject(valueB) ? compareKeys(keyA, keyB) : isObject(valueA) ? 1 : -1,
  );
  return Object.fromEntries(entries.map(([key, entry]) => [key, inNpmOrder(entry)]));
}

const npmLockText = (data) => `${JSON.stringify(inNpmOrder(data), null, 2)}\n`;

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
writeFileSync(lockPath, npmLockText(lock));
console.log(`${added} platform entries added`);
