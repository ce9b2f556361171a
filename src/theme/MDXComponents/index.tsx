// Thin wrapper: the theme's MDX components, with Markdown tables in a box that scrolls on its own
// (./table.tsx), so a wide table never widens the page on a phone.
import MDXComponents from '@theme-original/MDXComponents';
import table from './table';

export default {...MDXComponents, table};
