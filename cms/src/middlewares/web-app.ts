/** `global::web-app`: the public site's middleware, kept with the rest of the public site (cms/src/public-site/). */
export { webApp as default } from '../public-site/front-door';
