// The search plugin's results page (/search/?q=) renders <Layout> with its content but no <main>
// landmark, and labels its query input "Search" in every locale. This wrapper asks the Layout
// wrapper for a <main> around the content and gives the input a label in the page's language.
import {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {translate} from '@docusaurus/Translate';
import {WrapContentInMain} from '@site/src/lib/layoutMain';

export default function SearchPageWrapper(): ReactNode {
  const inputLabel = translate({id: 'search.page.inputLabel', message: '搜索文档'});
  useEffect(() => {
    // React only writes an attribute when its prop changes, so the plugin never resets this one.
    document.querySelector('main input[name="q"]')?.setAttribute('aria-label', inputLabel);
  }, [inputLabel]);
  return (
    <WrapContentInMain.Provider value>
      <SearchPage />
    </WrapContentInMain.Provider>
  );
}
