import type { Plugin } from 'vite';
import type { GroupSummary } from '../generated/manifest/types.ts';

/**
 * A cold back-office list asks for its first rows from a few lines in index.html, before any of the
 * app's code has arrived or run. Without this the call waited for the entry chunk (React, the router)
 * to download and evaluate and for main.tsx's early-list module (src/admin/early-list.ts) to load: on
 * a slow phone that is most of the time to the first rows. The call layer adopts the answer when the
 * app makes the very same call (src/api/early-response.ts), so the request is never made twice.
 *
 * Only what the inline lines can tell exactly: a list screen opened with no search (page 1, the
 * default size, no filters), whose list needs no filter, for a super administrator (anyone else's
 * grant is a call of its own first). Anything else, or anything unexpected, and the lines do nothing:
 * the app asks as it always has.
 */

/** `/api/<group path>/<name>` → the list path below it, for every resource the lines may ask for. */
export function earlyListMap(groups: readonly GroupSummary[]): Record<string, Record<string, string>> {
  const map: Record<string, Record<string, string>> = {};
  for (const group of groups) {
    for (const resource of group.resources) {
      const list = resource.list;
      const at = resource.basePath.lastIndexOf('/');
      if (!list?.paged || list.required.length > 0 || !resource.basePath.startsWith('/api/') || !list.path.startsWith(`${resource.basePath}/`)) continue;
      const folder = resource.basePath.slice('/api/'.length, at);
      const rest = list.path.slice(resource.basePath.length + 1);
      // Most lists are `<base>/list`: stored as '' to keep every page's HTML small.
      (map[folder] ??= {})[resource.basePath.slice(at + 1)] = rest === 'list' ? '' : rest;
    }
  }
  return map;
}

export interface EarlyListOptions {
  /** Where `/api` calls go (VITE_API_BASE_URL), '' for this page's origin. */
  apiBase: string;
  /** The session's storage-key prefix (VITE_PRODUCT_NAME, SPEC.md §3). */
  productName: string;
  pageSize: number;
}

/** The inline script. Plain ES5-level code: it runs before anything else, in every browser the app supports. */
export function earlyListScript(groups: readonly GroupSummary[], options: EarlyListOptions): string {
  const key = JSON.stringify(`${options.productName}_userInfo`);
  return `(function(){try{
var m=/^\\/admin\\/(.+)\\/([^/]+?)\\/*$/.exec(location.pathname);if(!m||location.search)return;
var g=${JSON.stringify(earlyListMap(groups))}[m[1]],r=g&&Object.prototype.hasOwnProperty.call(g,m[2])?g[m[2]]:null;if(r===null)return;
var c=/(?:^|;\\s*)([^=;]+)=([^;]*)/g,k,id=null;while((k=c.exec(document.cookie))){if(decodeURIComponent(k[1])===${key})id=JSON.parse(decodeURIComponent(k[2])).id}
if(typeof id!=="number")return;var u=JSON.parse(localStorage.getItem(${key}+"_"+id));if(!u||u.id!==id||u.isSuper!==true)return;
var url=${options.apiBase ? JSON.stringify(options.apiBase) : 'location.origin'}+"/api/"+m[1]+"/"+m[2]+"/"+(r||"list")+"?pageNum=1&pageSize=${options.pageSize}";
var p=fetch(url,{credentials:"include"});p.catch(function(){});window.eduEarlyList={url:url,at:Date.now(),response:p};
}catch(e){}})();`;
}

/** Injects the script in builds that call a backend over HTTP (not the mock build: MSW is not there yet). */
export function earlyListPlugin(load: () => Promise<{ groups: readonly GroupSummary[] }>, pageSize: number): Plugin {
  let env: Record<string, unknown> = {};
  return {
    name: 'edu:early-list',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      async handler() {
        if (env.VITE_API_MOCK === 'on') return undefined;
        const apiBase = String(env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
        const productName = String(env.VITE_PRODUCT_NAME || 'eduweb');
        const { groups } = await load();
        return [{ tag: 'script', children: earlyListScript(groups, { apiBase, productName, pageSize }), injectTo: 'head-prepend' }];
      },
    },
  };
}
