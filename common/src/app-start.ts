/**
 * How the web app's script starts (docs/requirements.md §13). A page the server rendered is readable before any
 * script runs, so its script is only asked for once that page has painted: on a phone's slow line the app's
 * 140 KB would otherwise share the line with the page's own stylesheet and hold the first paint back. Every
 * other page (the signed-in screens, which need the app to show anything) asks for the script at once.
 *
 * The build (web/vite/app-start.ts) puts APP_START_SCRIPT inline where Vite put the app's script and
 * preload tags, naming them in its data attributes; the server allows exactly this inline script in its
 * content security policy by its hash (cms/src/platform/security-headers.ts) and marks the pages it rendered
 * with SERVER_RENDERED_ATTRIBUTE on <html>.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * The element's id, and the data attributes that name the app's entry, the modules to preload with it and each
 * language's catalog (`locale=href` pairs), of which the one of the page's `<html lang>` is preloaded too.
 */
export const APP_START_ID = 'hearth-app-start';

/**
 * A rendered page's buttons (the phone's Menu, Register...) do nothing until the app has taken the page
 * over: the start script keeps those pressed before, and the app takes them under this global name and
 * presses them again once it has (web/src/early-clicks.tsx). Links need nothing: the browser follows them.
 */
export const EARLY_CLICKS_GLOBAL = 'hearthEarlyClicks';

// ES5 on purpose: it runs before anything else, in every browser that opens the page. Three seconds is
// the longest a page waits for its paint (a tab opened in the background paints only when shown).
// Pure: the web app's bundle imports this module for EARLY_CLICKS_GLOBAL alone, and leaves the script out.
export const APP_START_SCRIPT = /* @__PURE__ */ [
  '(function(d){',
  'var tag=d.currentScript,started=false,pressed=[];',
  "function keep(e){var b=e.target&&e.target.closest?e.target.closest('button'):null;if(b&&!b.disabled)pressed.push(b);}",
  "d.addEventListener('click',keep,true);",
  `window.${EARLY_CLICKS_GLOBAL}=function(){d.removeEventListener('click',keep,true);return pressed.splice(0);};`,
  "function preload(href){if(!href)return;var link=d.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;d.head.appendChild(link);}",
  'function start(){if(started)return;started=true;',
  "(tag.getAttribute('data-preload')||'').split(' ').forEach(preload);",
  // The page's language's catalog beside the app, not after it: the app waits for it before it shows anything.
  "(tag.getAttribute('data-catalogs')||'').split(' ').forEach(function(pair){var at=pair.indexOf('=');if(at>0&&pair.slice(0,at)===d.documentElement.lang)preload(pair.slice(at+1));});",
  "var app=d.createElement('script');app.type='module';app.crossOrigin='';app.src=tag.getAttribute('data-entry');d.head.appendChild(app);}",
  `if(!d.documentElement.hasAttribute('${SERVER_RENDERED_ATTRIBUTE}')||!window.PerformanceObserver)return start();`,
  "try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start();}).observe({type:'paint',buffered:true});}catch(e){start();}",
  'setTimeout(start,3000);',
  '})(document);',
].join('');
