// A table that may be wider than the column scrolls inside its own box, never the page (issue 27):
// every Markdown table (src/theme/MDXComponents/table.tsx) and the glossary use it.
import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The column headers, as the name of the scrolling box (each box on a page gets its own). */
function headerText(table: HTMLTableElement | null): string {
  const cells = table?.tHead?.rows[0]?.cells ?? table?.rows[0]?.cells;
  return Array.from(cells ?? [], (c) => c.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

/**
 * The box is a focusable, named region only while it scrolls (keyboard readers scroll it with the
 * arrow keys; axe `scrollable-region-focusable`). The server cannot measure, so its HTML marks every
 * box as one, and the browser drops the marks from boxes that fit. The empty span after the table
 * tells CSS that the whole table has arrived (see `.table` in the styles).
 */
export default function ScrollTable({className, ...props}: ComponentProps<'table'>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(true);
  const [columns, setColumns] = useState('');
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    setColumns(headerText(el.querySelector('table')));
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const label = columns
    ? translate({id: 'table.scroll.labelColumns', message: '可横向滚动的表格：{columns}'}, {columns})
    : translate({id: 'table.scroll.label', message: '可横向滚动的表格'});
  return (
    <div
      ref={box}
      className={styles.scroll}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
    >
      <table className={clsx(styles.table, className)} {...props} />
      <span className={styles.end} hidden />
    </div>
  );
}
