// Reads the playground's share links (written by ./shareLink: the code and the library travel in
// the URL hash, so no server is involved).
import {INSPECT_LIBRARIES} from './libraries';
import type {Shared} from './shareLink';

export {encodeShare, type Shared} from './shareLink';

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('the code is not base64url text');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** null for an empty hash; throws an Error saying what is wrong with a bad one. */
export function decodeShare(hash: string): Shared | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  const params = new URLSearchParams(raw);
  const code = params.get('code');
  if (code === null) throw new Error('the link has no code= part');
  const lib = params.get('lib') ?? 'limu';
  if (lib !== 'all' && !(INSPECT_LIBRARIES as readonly string[]).includes(lib))
    throw new Error(`unknown library "${lib}"`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(fromBase64Url(code));
  } catch (error) {
    throw new Error(`the code part cannot be decoded (${error instanceof Error ? error.message : String(error)})`);
  }
  return {code: text, library: lib as Shared['library']};
}
