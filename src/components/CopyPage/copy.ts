/** Fetches the page's Markdown and puts it on the clipboard. Loaded on the first click only. */
export async function copyMarkdown(href: string): Promise<{ok: true} | {ok: false; reason: 'clipboard' | 'fetch'}> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) return {ok: false, reason: 'clipboard'};
  const text = fetch(href).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  let fetched = true;
  text.catch(() => {
    fetched = false;
  });
  try {
    // Safari keeps the click's permission only for a write started in the click: hand it a promise.
    if (typeof ClipboardItem !== 'undefined') {
      await clipboard.write([new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))})]);
    } else {
      await clipboard.writeText(await text);
    }
    return {ok: true};
  } catch {
    await text.catch(() => undefined);
    return {ok: false, reason: fetched ? 'clipboard' : 'fetch'};
  }
}
