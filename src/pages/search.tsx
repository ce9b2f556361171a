// /search/ in each locale: the results page (src/theme/SearchPage).
export {default} from '@site/src/theme/SearchPage';
