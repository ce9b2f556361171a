import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * Structural sharing: `next` (right) copies only the changed path (accent colour) and points at
 * the untouched nodes of `base` (left), which both trees share (middle).
 */
function TreeIllustration(): ReactNode {
  return (
    <svg className={styles.art} viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
      <g className={styles.edges}>
        <path d="M40 30L120 80M40 30L60 80M60 80L120 130M60 80L40 130" />
        <path d="M200 30L120 80M180 80L120 130" />
        <path d="M200 30L180 80M180 80L200 130" className={styles.changedEdge} />
      </g>
      <circle cx="40" cy="30" r="12" className={styles.node} />
      <circle cx="60" cy="80" r="10" className={styles.node} />
      <circle cx="40" cy="130" r="8" className={styles.node} />
      <circle cx="120" cy="80" r="10" className={styles.node} />
      <circle cx="120" cy="130" r="8" className={styles.node} />
      <circle cx="200" cy="30" r="12" className={styles.changed} />
      <circle cx="180" cy="80" r="10" className={styles.changed} />
      <circle cx="200" cy="130" r="8" className={styles.changed} />
      <text x="40" y="156" textAnchor="middle" className={styles.caption}>
        base
      </text>
      <text x="200" y="156" textAnchor="middle" className={styles.caption}>
        next
      </text>
    </svg>
  );
}

export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h1 className={styles.title}>
            limu
            <span className={styles.subtitle}>
              <Translate id="home.hero.subtitle">小巧的 JavaScript 不可变数据工具库，原生支持 Map 与 Set</Translate>
            </span>
          </h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/intro">
              <Translate id="home.cta">快速开始</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to="/benchmark">
              <Translate id="home.hero.benchmark">看性能测试</Translate>
            </Link>
          </div>
          <code className={styles.install}>npm i limu</code>
        </div>
        <TreeIllustration />
      </div>
    </header>
  );
}
