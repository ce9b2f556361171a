import {createContext} from 'react';

/**
 * Set by a page whose component renders `<Layout>` itself and puts no `<main>` in it (the search
 * results page, src/theme/SearchPage): the Layout wrapper then wraps the page content in the `<main>` landmark.
 */
export const WrapContentInMain = createContext(false);
