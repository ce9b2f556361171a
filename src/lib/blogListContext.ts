import {createContext} from 'react';

/**
 * True inside the blog list route (/blog/ and /blog/page/N/), set by src/theme/BlogListPage: which
 * page this is comes from the route that rendered it, never from comparing URL strings (`/blog`
 * without its slash renders the same route).
 */
export const BlogListContext = createContext(false);
