import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

// Small illustrations drawn for this page; colours come from the theme, so both modes work. Each
// icon is its drawing as data: path data per tone (one string may hold several subpaths), then
// rounded rectangles and dots. Theme strokes are drawn first, so accent marks lie on top.
type Tone = 'stroke' | 'accentStroke' | 'accent';
interface Drawing {
  paths: Partial<Record<Tone, string>>;
  /** x, y, width, height, corner radius, tone */
  rects?: [number, number, number, number, number, Tone][];
  /** cx, cy, r, tone */
  circles?: [number, number, number, Tone][];
}

const TONES: Tone[] = ['stroke', 'accentStroke', 'accent'];

function Icon({drawing}: {drawing: Drawing}): ReactNode {
  return (
    <svg viewBox="0 0 64 64" width={64} height={64} aria-hidden focusable={false} className={styles.icon}>
      {drawing.rects?.map(([x, y, width, height, rx, tone], i) => (
        <rect key={`r${i}`} x={x} y={y} width={width} height={height} rx={rx} className={styles[tone]} />
      ))}
      {TONES.map((tone) => drawing.paths[tone] && <path key={tone} d={drawing.paths[tone]} className={styles[tone]} />)}
      {drawing.circles?.map(([cx, cy, r, tone], i) => (
        <circle key={`c${i}`} cx={cx} cy={cy} r={r} className={styles[tone]} />
      ))}
    </svg>
  );
}

/** A gauge, and a crossed-out snowflake: nothing is frozen unless asked. */
const SPEED: Drawing = {
  paths: {
    stroke: 'M10 44a22 22 0 0 1 44 0 M14 52h36 M50 8v12M44 14h12M46 10l8 8M54 10l-8 8',
    accentStroke: 'M32 44L46 26 M42 6l16 16',
  },
  circles: [[32, 44, 4, 'accent']],
};

/** A page of text under a magnifying glass. */
const INSPECT: Drawing = {
  paths: {stroke: 'M12 20h10M12 27h20M12 34h14', accentStroke: 'M49 47l9 9'},
  rects: [[6, 10, 44, 34, 4, 'stroke']],
  circles: [[42, 40, 10, 'accentStroke']],
};

/** Map entries (key → value), Set members, and a downward arrow. */
const MAP_SET: Drawing = {
  paths: {stroke: 'M50 44v14M47 55l3 3 3-3', accentStroke: 'M20 17h8 M20 35h8'},
  rects: [
    [6, 12, 12, 10, 2, 'stroke'],
    [30, 12, 12, 10, 2, 'accent'],
    [6, 30, 12, 10, 2, 'stroke'],
    [30, 30, 12, 10, 2, 'accent'],
  ],
  circles: [14, 26, 38].map((cx): [number, number, number, Tone] => [cx, 52, 4, 'accent']),
};

/** A folder tab and code brackets: the same API names. */
const COMPAT: Drawing = {
  paths: {stroke: 'M8 22h18l4 6 4-6h22v28H8z', accentStroke: 'M20 36l-6 4 6 4M44 36l6 4-6 4M36 32l-8 16'},
};

interface Feature {
  drawing: Drawing;
  title: ReactNode;
  body: ReactNode;
}

const FEATURES: Feature[] = [
  {
    drawing: SPEED,
    title: <Translate id="home.feature.speed.title">默认不冻结，结构共享</Translate>,
    body: (
      <Translate id="home.feature.speed.body">
        produce 的结果默认不做深冻结。结果里只有被修改的路径是新对象，其余部分与原始数据是同一个对象。需要冻结时，传
        autoFreeze: true 即可。
      </Translate>
    ),
  },
  {
    drawing: INSPECT,
    title: <Translate id="home.feature.inspect.title">草稿可以直接查看</Translate>,
    body: (
      <Translate id="home.feature.inspect.body">
        在 Node.js 里 console.log 一个 limu 草稿，打印出来的就是数据本身，而不是代理对象的内部状态，调试时一眼就能看清。
      </Translate>
    ),
  },
  {
    drawing: MAP_SET,
    title: <Translate id="home.feature.mapset.title">原生支持 Map 和 Set，体积小</Translate>,
    body: (
      <Translate id="home.feature.mapset.body">
        草稿里的 Map 和 Set 可以直接 set、add、delete，不用先启用插件。压缩后的 limu.min.js 经 gzip 约 7
        KB，没有任何依赖。
      </Translate>
    ),
  },
  {
    drawing: COMPAT,
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
          'produce、createDraft、finishDraft、original、current 与 immer 同名，produce(base, recipe) 这样的基本调用写法也相同，但行为不完全相同：limu 忽略 recipe 的返回值，结果默认不冻结，对象数组上的 pop()、reverse() 和元素互换会被静默丢弃。迁移前请读{guide}。'
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
          {FEATURES.map(({drawing, title, body}, i) => (
            <article key={i} className={styles.card}>
              <Icon drawing={drawing} />
              <h3>{title}</h3>
              <p>{body}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
