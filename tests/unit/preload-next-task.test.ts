// src/plugins/preload-next-task: which import it swaps (core's client entry's `./preload` only), and
// that the swapped-in preload starts a task after it is called and settles a task after the route's
// chunks are in, passing their result or failure on.
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import preloadNextTask, {REPLACEMENT} from '../../src/plugins/preload-next-task';

const corePreload = vi.hoisted(() => vi.fn<(pathname: string) => Promise<unknown>>());
vi.mock('@docusaurus/core/lib/client/preload', () => ({default: corePreload}));

type Resource = {request: string; contextInfo?: {issuer?: string}};
type Swap = {pattern: RegExp; swap: (r: Resource) => void};

/** What the plugin hands the bundler for one compilation, captured with a stand-in bundler. */
function replacement(isServer: boolean): Swap | undefined {
  let captured: Swap | undefined;
  class NormalModuleReplacementPlugin {
    constructor(pattern: RegExp, swap: (r: Resource) => void) {
      captured = {pattern, swap};
    }
  }
  // @ts-expect-error: only the part of the bundler the plugin uses
  preloadNextTask().configureWebpack!({}, isServer, {currentBundler: {instance: {NormalModuleReplacementPlugin}}}, {});
  return captured;
}

const CLIENT = path.join('/site', 'node_modules', '@docusaurus', 'core', 'lib', 'client');
/** A turn of the event loop: a message, like the scheduler's, so it runs after those already queued. */
const aTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('preload-next-task', () => {
  it("swaps the client entry's ./preload only, and only in the browser bundle", () => {
    const client = replacement(false);
    if (!client) throw new Error('preload-next-task registered no NormalModuleReplacementPlugin');
    const at = (issuer: string, request = './preload'): string => {
      const r: Resource = {request, contextInfo: {issuer: path.join(CLIENT, issuer)}};
      if (client.pattern.test(request)) client.swap(r);
      return r.request;
    };
    expect(at('clientEntry.js')).toBe(REPLACEMENT);
    // Link prefetches and client-side navigations keep preloading at once.
    expect(at('docusaurus.js')).toBe('./preload');
    expect(at('PendingNavigation.js')).toBe('./preload');
    expect(at('clientEntry.js', './docusaurus')).toBe('./docusaurus');
    expect(replacement(true)).toBeUndefined();
  });

  it('starts preloading in the next task and resolves a task after the chunks are in', async () => {
    const {default: preloadInNextTask} = await import('../../src/plugins/preload-next-task/preload');
    let chunksIn!: (value: unknown) => void;
    corePreload.mockReset().mockReturnValue(new Promise((resolve) => (chunksIn = resolve)));
    let settled = false;
    const result = preloadInNextTask('/limu/docs/intro/').then((value) => {
      settled = true;
      return value;
    });
    expect(corePreload).not.toHaveBeenCalled();
    await aTask();
    expect(corePreload).toHaveBeenCalledWith('/limu/docs/intro/');
    chunksIn(['route']);
    // Every microtask of this task runs first: still not settled.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(settled).toBe(false);
    await expect(result).resolves.toEqual(['route']);
  });

  it('passes a chunk that failed to load on as the failure', async () => {
    const {default: preloadInNextTask} = await import('../../src/plugins/preload-next-task/preload');
    corePreload.mockReset().mockRejectedValue(new Error('Loading chunk 42 failed'));
    await expect(preloadInNextTask('/limu/')).rejects.toThrow('Loading chunk 42 failed');
    corePreload.mockReset().mockRejectedValue('offline');
    await expect(preloadInNextTask('/limu/')).rejects.toThrow('offline');
  });
});
