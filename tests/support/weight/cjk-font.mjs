// A reader's phone has a font for Chinese (Android ships Noto Sans CJK); a bare Debian machine has none.
// Without one, Chromium draws every Han character as a missing glyph after a font fallback search that
// finds nothing, and that search is most of the first layout of a Chinese page: 417 ms of layout on the
// intro with a 4× slower CPU, 127 ms with the font (BENCHMARKS.md "First paint"). So `bench:site`
// gives its Chromium the font the phone has: the system's if there is one, else Debian's
// fonts-noto-cjk unpacked into bench-results/ (nothing installed system-wide, so the tests keep the
// machine's fonts).
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const PACKAGE = 'fonts-noto-cjk';

/** @param {Record<string, string>} [env] @returns {string[]} the families that cover Chinese */
export function chineseFamilies(env = {}) {
  const r = spawnSync('fc-list', [':lang=zh', 'family'], {encoding: 'utf8', env: {...process.env, ...env}});
  if (r.error || r.status !== 0) return [];
  return r.stdout.split('\n').filter(Boolean);
}

/**
 * The environment that gives Chromium a Chinese font, and where the font comes from.
 * @param {string} cacheDir where Debian's package is unpacked once (bench-results/fonts)
 * @returns {{env: Record<string, string>, source: string}}
 */
export function cjkFontEnv(cacheDir) {
  const system = chineseFamilies();
  if (system.length) return {env: {}, source: `system font ${system[0]}`};
  const dir = path.resolve(cacheDir);
  const conf = path.join(dir, 'fonts.conf');
  const env = {FONTCONFIG_FILE: conf};
  if (!existsSync(conf)) {
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(dir, {recursive: true});
    try {
      // `apt-get download` needs no root: it fetches the .deb into the working folder.
      execFileSync('apt-get', ['download', PACKAGE], {cwd: dir, stdio: 'pipe'});
      const deb = readdirSync(dir).find((f) => f.endsWith('.deb'));
      if (!deb) throw new Error(`apt-get download ${PACKAGE} wrote no .deb`);
      execFileSync('dpkg-deb', ['-x', deb, 'root'], {cwd: dir, stdio: 'pipe'});
      rmSync(path.join(dir, deb));
    } catch (error) {
      rmSync(dir, {recursive: true, force: true});
      throw new Error(
        `bench:site: no font covers Chinese here, and Debian's ${PACKAGE} could not be fetched (${String(error).split('\n')[0]}). ` +
          `Install it (\`apt-get install ${PACKAGE}\`) or run with --no-cjk-font to measure Chinese pages without one.`,
      );
    }
    writeFileSync(
      conf,
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
        `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n` +
        `  <dir>${path.join(dir, 'root/usr/share/fonts')}</dir>\n  <cachedir>${path.join(dir, 'cache')}</cachedir>\n</fontconfig>\n`,
    );
    // Index the fonts now, not in the first measured run's Chromium.
    execFileSync('fc-cache', [path.join(dir, 'root/usr/share/fonts')], {env: {...process.env, ...env}, stdio: 'pipe'});
  }
  const families = chineseFamilies(env);
  if (!families.length) throw new Error(`bench:site: ${conf} gives no font for Chinese: delete ${dir} and run again`);
  return {
    env,
    source: `Debian's ${PACKAGE} (${families.find((f) => /Sans CJK SC/.test(f)) ?? families[0]}), unpacked in ${cacheDir}`,
  };
}
