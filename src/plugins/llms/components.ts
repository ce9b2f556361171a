/**
 * The Markdown meaning of each MDX component the docs use. A page that uses a component missing
 * here fails the build with the file and the component named (src/plugins/llms/toMarkdown.ts).
 *
 * To add one: map its name (as written in the MDX, e.g. `BehaviourMatrix`) to a function that gets
 * the element's props (string attributes as strings, `{expressions}` as parsed JSON when they are
 * JSON, else their source), its children already turned into Markdown, and the page's locale, and
 * returns Markdown. A diagram gives its text alternative, a generated table a Markdown table
 * (read the same data the component renders), a wrapper its children.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface ComponentContext {
  locale: string;
  siteDir: string;
  /** The page's source file, relative to the site, for error messages. */
  file: string;
  props: Record<string, unknown>;
  /** The element's children, already converted to Markdown. */
  children: string;
}

export type ComponentToMarkdown = (ctx: ComponentContext) => string;

/**
 * A UI string in the page's locale: i18n/<locale>/code.json when it has the id, else the default
 * (Chinese) message written next to the id in `sourceFile`, as `translate({id, message})` has it.
 */
export function uiString(ctx: ComponentContext, id: string, sourceFile: string): string {
  const codeJson = path.join(ctx.siteDir, 'i18n', ctx.locale, 'code.json');
  try {
    const entry = (JSON.parse(readFileSync(codeJson, 'utf8')) as Record<string, {message?: string}>)[id];
    if (entry?.message) return entry.message;
  } catch {
    // No translations for this locale: the default message below is the text.
  }
  const source = readFileSync(path.join(ctx.siteDir, sourceFile), 'utf8');
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`id:\\s*'${escaped}',\\s*message:\\s*'((?:[^'\\\\]|\\\\.)*)'`).exec(source);
  if (!m) throw new Error(`llms: ${ctx.file}: no message for the UI string "${id}" in ${sourceFile}`);
  return m[1].replace(/\\(.)/g, '$1');
}

const DIAGRAMS = 'src/components/Diagrams/index.tsx';

/** A diagram's text alternative: the title and description its <svg> carries for screen readers. */
const diagram =
  (key: string): ComponentToMarkdown =>
  (ctx) => {
    const label = ctx.locale === 'en' ? 'Figure' : '图';
    const title = uiString(ctx, `diagrams.${key}.title`, DIAGRAMS);
    const description = uiString(ctx, `diagrams.${key}.description`, DIAGRAMS);
    return `*${label}${ctx.locale === 'en' ? ': ' : '：'}${title}*\n\n${description}`;
  };

export const COMPONENTS: Record<string, ComponentToMarkdown> = {
  StructuralSharingDiagram: diagram('sharing'),
  DraftLifecycleDiagram: diagram('lifecycle'),
};
