// Reads the server-rendered HTML of a route (what a direct load receives before any script runs).
import type {APIRequestContext} from '@playwright/test';

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};
export const decode = (s: string): string =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&([a-z]+);/g, (m, n: string) => ENTITIES[n] ?? m);
const text = (html: string) => decode(html.replace(/<[^>]+>/g, '')).trim();

export type StaticPage = {status: number; lang?: string; title?: string; h1?: string; html: string};

export async function fetchStatic(request: APIRequestContext, path: string): Promise<StaticPage> {
  const response = await request.get(path, {maxRedirects: 0});
  const html = await response.text();
  return {
    status: response.status(),
    html,
    lang: /<html[^>]*\slang="?([\w-]+)/.exec(html)?.[1],
    title: ((m) => (m ? text(m[1]) : undefined))(/<title[^>]*>([\s\S]*?)<\/title>/.exec(html)),
    h1: ((m) => (m ? text(m[1]) : undefined))(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)),
  };
}
