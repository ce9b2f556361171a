// Column labels and the shape of src/data/glossary.json, shared by the page's table (index.tsx)
// and its Markdown meaning in the .md copies (src/plugins/llms/components.ts).

export interface Term {
  id: string;
  zh: string;
  en: string;
  forbiddenZh: string[];
  forbiddenEn: string[];
  zhDefinition: string;
  enDefinition: string;
}

export const LABELS = {
  zh: {term: '术语', other: 'English', definition: '含义', avoid: '不要写'},
  en: {term: 'Term', other: '中文', definition: 'Meaning', avoid: 'Avoid'},
} as const;
