/** `global::web-app`: the public site's middleware, kept with the rest of the public site (cms/src/public-site/). */
export { default } from '../public-site/web-app';
