// Writes the hash of a playground share link: `#lib=immer&code=<base64url of UTF-8>` (no server
// involved). Its own module: every sample's "Open in playground" link needs this, not the decoder.
export interface Shared {
  code: string;
  /** One library, or 'all' for the three side by side. */
  library: 'limu' | 'immer' | 'mutative' | 'all';
}

export function encodeShare({code, library}: Shared): string {
  let binary = '';
  for (const b of new TextEncoder().encode(code)) binary += String.fromCharCode(b);
  return `#lib=${library}&code=${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}
