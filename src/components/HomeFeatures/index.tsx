import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

// Small illustrations drawn for this page; colours come from the theme, so both modes work.
const ICON = {viewBox: '0 0 64 64', width: 64, height: 64, 'aria-hidden': true, focusable: false} as const;

function SpeedIcon(): ReactNode {
  return (
    <svg {...ICON} className={styles.icon}>
      <path d="M10 44a22 22 0 0 1 44 0" className={styles.stroke} />
      <path d="M32 44L46 26" className={styles.accentStroke} />
      <circle cx="32" cy="44" r="4" className={styles.accent} />
      <path d="M14 52h36" className={styles.stroke} />
      {/* a crossed-out snowflake: nothing is frozen unless asked */}
      <path d="M50 8v12M44 14h12M46 10l8 8M54 10l-8 8" className={styles.stroke} />
      <path d="M42 6l16 16" className={styles.accentStroke} />
    </svg>
  );
}

function InspectIcon(): ReactNode {
  return (
    <svg {...ICON} className={styles.icon}>
      <rect x="6" y="10" width="44" height="34" rx="4" className={styles.stroke} />
      <path d="M12 20h10M12 27h20M12 34h14" className={styles.stroke} />
      <circle cx="42" cy="40" r="10" className={styles.accentStroke} />
      <path d="M49 47l9 9" className={styles.accentStroke} />
    </svg>
  );
}

function MapSetIcon(): ReactNode {
  return (
    <svg {...ICON} className={styles.icon}>
      <rect x="6" y="12" width="12" height="10" rx="2" className={styles.stroke} />
      <path d="M20 17h8" className={styles.accentStroke} />
      <rect x="30" y="12" width="12" height="10" rx="2" className={styles.accent} />
      <rect x="6" y="30" width="12" height="10" rx="2" className={styles.stroke} />
      <path d="M20 35h8" className={styles.accentStroke} />
      <rect x="30" y="30" width="12" height="10" rx="2" className={styles.accent} />
      <circle cx="14" cy="52" r="4" className={styles.accent} />
      <circle cx="26" cy="52" r="4" className={styles.accent} />
      <circle cx="38" cy="52" r="4" className={styles.accent} />
      <path d="M50 44v14M47 55l3 3 3-3" className={styles.stroke} />
    </svg>
  );
}

function CompatIcon(): ReactNode {
  return (
    <svg {...ICON} className={styles.icon}>
      <path d="M8 22h18l4 6 4-6h22v28H8z" className={styles.stroke} />
      <path d="M20 36l-6 4 6 4M44 36l6 4-6 4M36 32l-8 16" className={styles.accentStroke} />
    </svg>
  );
}

interface Feature {
  Icon: () => ReactNode;
  title: ReactNode;
  body: ReactNode;
}

const FEATURES: Feature[] = [
  {
    Icon: SpeedIcon,
    title: <Translate id="home.feature.speed.title">默认不冻结，结构共享</Translate>,
    body: (
      <Translate id="home.feature.speed.body">
        produce 的结果默认不做深冻结。结果里只有被修改的路径是新对象，其余部分与原始数据是同一个对象。需要冻结时，传
        autoFreeze: true 即可。
      </Translate>
    ),
  },
  {
    Icon: InspectIcon,
    title: <Translate id="home.feature.inspect.title">草稿可以直接查看</Translate>,
    body: (
      <Translate id="home.feature.inspect.body">
        在 Node.js 里 console.log 一个 limu 草稿，打印出来的就是数据本身，而不是代理对象的内部状态，调试时一眼就能看清。
      </Translate>
    ),
  },
  {
    Icon: MapSetIcon,
    title: <Translate id="home.feature.mapset.title">原生支持 Map 和 Set，体积小</Translate>,
    body: (
      <Translate id="home.feature.mapset.body">
        草稿里的 Map 和 Set 可以直接 set、add、delete，不用先启用插件。压缩后的 limu.min.js 经 gzip 约 7
        KB，没有任何依赖。
      </Translate>
    ),
  },
  {
    Icon: CompatIcon,
    title: <Translate id="home.feature.compat.title">与 immer 同名的 API</Translate>,
    body: (
      <Translate
        id="home.feature.compat.body"
        values={{
          guide: (
            <Link to="/docs/guides/migrating-from-immer">
              <Translate id="home.feature.compat.guide">从 immer 迁移</Translate>
            </Link>
          ),
        }}
      >
        {
          'produce、createDraft、finishDraft、original、current 与 immer 同名同签名，但行为不完全相同：limu 忽略 recipe 的返回值，结果默认不冻结，对象数组上的 pop()、reverse() 和元素互换会被静默丢弃。迁移前请读{guide}。'
        }
      </Translate>
    ),
  },
];

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.features}>
      <h2 className={styles.heading}>
        <Translate id="home.features.title">为什么选 limu</Translate>
      </h2>
      <div className="container">
        <div className={styles.grid}>
          {FEATURES.map(({Icon, title, body}, i) => (
            <article key={i} className={styles.card}>
              <Icon />
              <h3>{title}</h3>
              <p>{body}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
