import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// Four sidebars: the user guide, the API reference, the changelog, and the contributor tutorial.
const sidebars = {
  guides: ['overview', 'intro'],
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
  ],
  changelog: ['changelog/intro', 'changelog/v4-1'],
  tutorial: [
    {
      type: 'category',
      label: '基础教程',
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
      label: '进阶教程',
      key: 'tutorial-extras',
      items: ['tutorial-extras/manage-docs-versions', 'tutorial-extras/translate-your-site'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
