// Adds to package-lock.json the platform builds of native packages (@swc/core,
// @swc/html, @bufbuild/buf) that the registry of our CI machines does not serve.
//
// npm leaves an optional dependency it cannot fetch out of the lock file, and
// `npm ci` then refuses the lock ("Missing: @swc/core-darwin-arm64@ from lock
// file"). An entry with the package's os, cpu and libc is enough: npm ci skips
// builds for other platforms without downloading them.
//
// Run it after `npm install` changes the lock: node .ci/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const platforms = {
  'darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'darwin-x64': { os: 'darwin', cpu: 'x64' },
  'linux-aarch64': { os: 'linux', cpu: 'arm64' },
  'linux-arm-gnueabihf': { os: 'linux', cpu: 'arm', libc: 'glibc' },
  'linux-arm64-gnu': { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  'linux-arm64-musl': { os: 'linux', cpu: 'arm64', libc: 'musl' },
  'linux-armv7': { os: 'linux', cpu: 'arm' },
  'linux-ppc64-gnu': { os: 'linux', cpu: 'ppc64', libc: 'glibc' },
  'linux-s390x-gnu': { os: 'linux', cpu: 's390x', libc: 'glibc' },
  'linux-x64-gnu': { os: 'linux', cpu: 'x64', libc: 'glibc' },
  'linux-x64-musl': { os: 'linux', cpu: 'x64', libc: 'musl' },
  'win32-arm64': { os: 'win32', cpu: 'arm64' },
  'win32-arm64-msvc': { os: 'win32', cpu: 'arm64' },
  'win32-ia32-msvc': { os: 'win32', cpu: 'ia32' },
  'win32-x64': { os: 'win32', cpu: 'x64' },
  'win32-x64-msvc': { os: 'win32', cpu: 'x64' },
};

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const added = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const suffix = Object.keys(platforms).find((platform) => name.endsWith(`-${platform}`));
    if (!suffix || (lock.packages[key] && lock.packages[key].version === version)) continue;
    const { os, cpu, libc } = platforms[suffix];
    const file = name.split('/').pop();
    lock.packages[key] = {
      version,
      resolved: `https://registry.npmjs.org/${name}/-/${file}-${version}.tgz`,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      license: entry.license,
      optional: true,
      os: [os],
    };
    added.push(`${name}@${version} (for ${location})`);
  }
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b, 'en'))]);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added:\n${added.join('\n')}` : 'The lock file already lists every platform build.',
);
