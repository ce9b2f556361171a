// Share links of the playground: the code and the library travel in the URL hash
// (`#lib=immer&code=<base64url of UTF-8>`), so no server is involved.
import {INSPECT_LIBRARIES, type InspectLibrary} from './adapters';

export interface Shared {
  code: string;
  /** One library, or 'all' for the three side by side. */
  library: InspectLibrary | 'all';
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('the code is not base64url text');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function encodeShare({code, library}: Shared): string {
  return `#lib=${library}&code=${toBase64Url(new TextEncoder().encode(code))}`;
}

/** null for an empty hash; throws an Error saying what is wrong with a bad one. */
export function decodeShare(hash: string): Shared | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  const params = new URLSearchParams(raw);
  const code = params.get('code');
  if (code === null) throw new Error('the link has no code= part');
  const lib = params.get('lib') ?? 'limu';
  if (lib !== 'all' && !(INSPECT_LIBRARIES as readonly string[]).includes(lib)) throw new Error(`unknown library "${lib}"`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(fromBase64Url(code));
  } catch (error) {
    throw new Error(`the code part cannot be decoded (${error instanceof Error ? error.message : String(error)})`);
  }
  return {code: text, library: lib as Shared['library']};
}
