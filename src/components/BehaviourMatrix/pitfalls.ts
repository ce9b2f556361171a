// Which section of the pitfalls page (docs/guides/pitfalls.md, and its English copy) covers which
// matrix row: the section whose text links the row (`(./behaviour.mdx#row-id)`). The matrix links
// such a row back to it, where a runnable sample shows the behaviour and the workaround.

/** Row id → the id of the `##` (or `###`) section (`{/* #id *\/}`) that first links it. */
export function pitfallSections(markdown: string, file: string): Record<string, string> {
  const sections: Record<string, string> = {};
  let section: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    // A `###` with an id is a section of its own (the explored part: one per class); one without
    // an id stays in its `##` section.
    const heading = /^###?\s.*\{\/\*\s*#([\w-]+)\s*\*\/\}\s*$/.exec(line);
    if (heading) section = heading[1]!;
    else if (/^##\s/.test(line)) section = null;
    for (const link of line.matchAll(/\(\.\/behaviour\.mdx#([\w-]+)\)/g)) {
      if (!section)
        throw new Error(`${file}:${index + 1}: a link to behaviour row ${link[1]} outside a section with an id`);
      sections[link[1]!] ??= section;
    }
  });
  return sections;
}
