// Finds Debian's Chromium for the e2e tests, installing it with apt-get when it is missing and
// we may. Playwright's own browser download cannot work here, so it is never attempted.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';

/** @type {{path: string}} */
const config = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
export const CHROMIUM = process.env.CHROMIUM_PATH || config.path;

/** @param {string} cmd @param {string[]} args */
function run(cmd, args) {
  execFileSync(cmd, args, {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
}

function canApt() {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], {stdio: 'ignore'});
  } catch {
    return false;
  }
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to "${CHROMIUM}", but no file is there.`);
  }
  if (!canApt()) {
    throw new Error(
      'Chromium is missing at /usr/bin/chromium and apt-get cannot be used here (not root, or not Debian).\n' +
        'Install it with `sudo apt-get install chromium`, or point CHROMIUM_PATH at a Chromium binary, then run `npm test` again.',
    );
  }
  console.log("Chromium is missing: installing Debian's chromium package with apt-get…");
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  if (!existsSync(CHROMIUM)) throw new Error('apt-get finished, but /usr/bin/chromium is still missing.');
  return CHROMIUM;
}
