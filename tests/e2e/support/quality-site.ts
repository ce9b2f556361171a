// Shared by the quality specs (crawl, faults, bad input, keyboard): where the build is, which
// pages the sitemaps list, and a recorder for everything a page must not do.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {ConsoleMessage, Page, Request} from '@playwright/test';
import {BASE_URL as BASE, DEFAULT_LOCALE, SITE_URL, localeBase, type Locale} from '../../../src/data/site.mjs';

export const BUILD_DIR = path.resolve(__dirname, '../../../build');
/** The production origin the sitemaps and canonical links use. */
export const SITE_ORIGIN = SITE_URL;

export {BASE_URL as BASE, LOCALES, type Locale} from '../../../src/data/site.mjs';
/** Path prefix of a locale under the base. */
export const localePrefix = localeBase;

/** Paths (`/limu/...`) of every URL in a locale's sitemap.xml in the build. */
export function sitemapPaths(locale: Locale): string[] {
  const file = path.join(BUILD_DIR, locale === 'en' ? 'en' : '', 'sitemap.xml');
  if (!existsSync(file)) throw new Error(`No sitemap at ${file}: build the site first (npx docusaurus build).`);
  const xml = readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!);
    if (url.origin !== SITE_ORIGIN) throw new Error(`${file} lists ${url.href}, outside ${SITE_ORIGIN}`);
    return url.pathname;
  });
  if (paths.length === 0) throw new Error(`${file} lists no URL`);
  return paths;
}

/** The path of the same page in the other locale (`/limu/x/` <-> `/limu/en/x/`). */
export function pathInLocale(p: string, locale: Locale): string {
  const rest = p.startsWith(`${BASE}en/`) ? p.slice(`${BASE}en/`.length) : p.slice(BASE.length);
  return `${localePrefix(locale)}${rest}`;
}

export const localeOf = (p: string): Locale => (p.startsWith(localeBase('en')) ? 'en' : DEFAULT_LOCALE);

/** The one hydration wait (support/fixtures.ts), under the name the quality specs use. */
export {hydrated as waitForHydration} from './fixtures';

/**
 * Console messages a page may print, each with the reason it is allowed. Nothing else passes.
 * A pattern is tested against the message followed by ` (at <url>)`. The site itself prints
 * nothing on a healthy load; fault tests allow their own messages.
 */
export const ALLOWED_CONSOLE: readonly {pattern: RegExp; why: string}[] = [
  {
    pattern: /status of 404 .*\(at https?:\/\/[^/]+\/favicon\.ico[:)]/,
    why:
      'Chromium itself asks the host root for /favicon.ico on a fresh profile, whatever <link rel="icon"> ' +
      'the page declares (ours is /limu/img/favicon.svg and loads). A GitHub Pages project site cannot ' +
      'serve the host root, so this request is outside the site.',
  },
];

/** The same browser request as above, seen as a response. */
const isHostRootFavicon = (url: string, origin: string) => url === `${origin}/favicon.ico`;

export interface Problem {
  where: string;
  what: string;
}

/**
 * Listens to one page for uncaught errors, console errors and warnings, failed requests,
 * HTTP errors and requests to another host. `begin(label)` starts attributing what follows to a
 * load; `end()` returns what happened since and stops attributing (so requests a navigation
 * away cancels are not blamed on the page being left).
 */
export class PageRecorder {
  private label = '';
  private active = false;
  private problems: Problem[] = [];
  /** Requests started since `begin()`: only their failures belong to the current load. */
  private current = new Set<Request>();

  constructor(
    page: Page,
    private readonly origin: string,
    private readonly allowedConsole: readonly {pattern: RegExp}[] = ALLOWED_CONSOLE,
  ) {
    page.on('pageerror', (error) => this.add(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (msg: ConsoleMessage) => this.onConsole(msg));
    page.on('request', (request: Request) => {
      const url = request.url();
      if (this.active) this.current.add(request);
      if (/^(data|blob|about):/.test(url)) return;
      if (new URL(url).origin !== this.origin) this.add(`request to another host: ${url}`);
    });
    page.on('requestfailed', (request) => {
      // A request of the previous page that this navigation cancels is not this page's failure.
      if (!this.current.has(request)) return;
      const errorText = request.failure()?.errorText ?? 'unknown';
      // Docusaurus prefetches the chunks of visible links (<link rel="prefetch">, which Playwright
      // types as "other"); Chromium may cancel such a speculative fetch. The page never needed it.
      if (errorText === 'net::ERR_ABORTED' && request.resourceType() === 'other') return;
      this.add(`request failed (${errorText}): ${request.url()}`);
    });
    page.on('response', (response) => {
      if (isHostRootFavicon(response.url(), this.origin)) return;
      if (response.status() >= 400) this.add(`HTTP ${response.status()}: ${response.url()}`);
    });
  }

  private onConsole(msg: ConsoleMessage): void {
    const type = msg.type();
    if (type !== 'error' && type !== 'warning' && type !== 'assert') return;
    const text = msg.text();
    const loc = msg.location();
    if (this.allowedConsole.some((a) => a.pattern.test(`${text} (at ${loc.url})`))) return;
    this.add(`console.${type}: ${text}${loc.url ? ` (at ${loc.url}:${loc.lineNumber})` : ''}`);
  }

  private add(what: string): void {
    if (this.active) this.problems.push({where: this.label, what});
  }

  begin(label: string): void {
    this.label = label;
    this.active = true;
    this.current = new Set();
  }

  /** Adds a problem found by a check of the caller (missing h1, wrong title, ...). */
  report(what: string): void {
    this.add(what);
  }

  end(): Problem[] {
    this.active = false;
    this.current = new Set();
    const out = this.problems;
    this.problems = [];
    return out;
  }
}

export const formatProblems = (problems: readonly Problem[]): string =>
  problems.map((p) => `  ${p.where}: ${p.what}`).join('\n');

/** The local server Playwright starts (playwright.config.ts uses the same rule). */
export const LOCAL_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
