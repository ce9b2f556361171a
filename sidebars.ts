import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Four sidebars: the user guide, the API reference, the changelog, and the contributor notes (out of
// reader search and llms.txt: src/data/contributorDocs.ts).
const sidebars = {
  // The user guide is a reading path: each page ends with a link to the next one in this order.
  guides: [
    'overview',
    'intro',
    {
      type: 'category',
      label: '基础',
      key: 'guides-basics',
      collapsed: false,
      items: [
        'guides/installation',
        'guides/how-it-works',
        'guides/update-patterns',
        'guides/freezing',
        'guides/async',
        'guides/react',
        'guides/typescript',
      ],
    },
    {
      type: 'category',
      label: '进阶',
      key: 'guides-advanced',
      collapsed: false,
      items: [
        'guides/read-only-and-immut',
        'guides/multiple-references',
        // A user guide kept at its route among the contributor notes; a `ref` links it here without
        // making it part of the reading path.
        {type: 'ref', id: 'tutorial-basics/prefetch-lib'},
      ],
    },
    {
      type: 'category',
      label: '实践',
      key: 'guides-practice',
      collapsed: false,
      items: [
        'guides/pitfalls',
        'guides/behaviour',
        'guides/migrating-from-immer',
        'guides/comparison',
        'guides/faq',
        'guides/glossary',
      ],
    },
  ],
  api: [
    'api/index',
    {
      type: 'category',
      label: '基础 API',
      key: 'api-basic',
      link: {type: 'doc', id: 'api/basic/index'},
      items: [
        'api/basic/produce',
        'api/basic/create-draft',
        'api/basic/immut',
        'api/basic/original',
        'api/basic/current',
        'api/basic/mark-raw',
        'api/basic/deep-copy',
        'api/basic/deep-freeze',
        'api/basic/is-draft',
        'api/basic/is-diff',
        'api/basic/shallow-compare',
        'api/basic/set-auto-freeze',
        'api/basic/limu-utils',
        'api/basic/ver',
      ],
    },
    {
      type: 'category',
      label: '配置与类型',
      key: 'api-config',
      items: ['api/basic/options', 'api/basic/types'],
    },
    'api/errors',
  ],
  // Newest first: the overview, then one page per release line.
  changelog: [
    'changelog/intro',
    'changelog/v4-1',
    'changelog/v4-0',
    'changelog/v3-13',
    'changelog/v3-12',
    'changelog/v3-11',
    'changelog/v3-7-to-3-10',
    'changelog/v3-5-to-3-6',
    'changelog/v3-0-to-3-4',
    'changelog/v1',
  ],
  tutorial: [
    {
      type: 'category',
      label: '文档站贡献指南：基础',
      key: 'tutorial-basics',
      items: [
        'tutorial-basics/create-a-document',
        'tutorial-basics/create-a-page',
        'tutorial-basics/create-a-blog-post',
        'tutorial-basics/markdown-features',
        'tutorial-basics/prefetch-lib',
        'tutorial-basics/deploy-your-site',
        'tutorial-basics/congratulations',
      ],
    },
    {
      type: 'category',
      label: '文档站贡献指南：进阶',
      key: 'tutorial-extras',
      items: ['tutorial-extras/manage-docs-versions', 'tutorial-extras/translate-your-site'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
