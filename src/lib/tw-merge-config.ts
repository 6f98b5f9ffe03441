import type { Config } from 'tailwind-merge';

// Local, not tailwind-merge's `validators`: that export is one object, so using one validator
// bundles all of them and their regexes. These match the default ones on the values the source uses.
const any = () => true;
const arbitrary = (value: string) => /^(\[.+\]|\(.+\))$/.test(value);
const notArbitrary = (value: string) => !arbitrary(value);
const number = (value: string) => !!value && !Number.isNaN(Number(value));
const integer = (value: string) => /^\d+$/.test(value);
const fraction = (value: string) => /^\d+(\.\d+)?\/\d+(\.\d+)?$/.test(value);
const tshirt = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);
// A length (`text-[28px]`, `border-[3px]`) or an image (`bg-[radial-gradient(…)]`), not a colour (`text-[#0f172a]`).
const arbitraryLength = (value: string) => /^\[([\d.]|calc\()|^[[(]length:/.test(value);
const arbitraryImage = (value: string) => /^\[(url\(|[a-z-]*gradient\()|^[[(](image|url):/.test(value);
const arbitrarySize = (value: string) => /^[[(](length|size|bg-size):/.test(value);

/**
 * A cut-down tailwind-merge configuration for `createTailwindMerge`: only the class groups this
 * codebase uses, so every page's first JS stops shipping the default config, two thirds of the
 * library's ~9 kB gzipped (app code must not import `twMerge` or `getDefaultConfig`, or it is back).
 *
 * Group ids, group order and conflicts follow tailwind-merge 3.7's default config, restricted to
 * these groups. Order matters: a class is matched against the groups sharing its prefix in the
 * order they appear here (`text-sm` must hit font-size before text-color's catch-all).
 * Scales are kept general (any number, any colour, any arbitrary value) so that a new `p-7` or
 * `bg-red-500` needs no edit here. Groups made of keywords only (display, justify-*, cursor, …)
 * list just the keywords the source uses, as an unknown keyword is merely left unmerged. Not so
 * under a prefix that ends in a catch-all (`text-`, `bg-`, `border-`, `outline-`, `font-` and the
 * other colour prefixes): there an unknown keyword would be taken for a colour or a font family
 * and merged wrongly, so those lists stay complete.
 * src/lib/cn.test.ts compares this config with the full `twMerge` on every class in the source
 * and shows the ones that differ: a new class of a group left out (`rounded-t-lg`,
 * `shadow-black/5`) or a new keyword (`justify-around`) fails it until added here.
 */
export function twMergeConfig(): Config<string, never> {
  const spacing = ['px', number, arbitrary];
  const inset = [fraction, 'full', 'auto', ...spacing];
  const margin = ['auto', ...spacing];
  const sizing = [fraction, 'auto', 'full', 'dvw', 'dvh', 'lvw', 'lvh', 'svw', 'svh', 'min', 'max', 'fit', ...spacing];
  const blockSizing = ['screen', 'lh', 'none', ...sizing];
  const inlineSizing = [tshirt, 'screen', 'none', ...sizing];
  const width = ['', number, arbitraryLength];
  const color = [any];
  const overflow = ['auto', 'hidden', 'visible'];

  return {
    cacheSize: 500,
    theme: {},
    classGroups: {
      aspect: [{ aspect: [fraction, arbitrary] }],
      'container-type': [{ '@container': ['', 'normal', 'size'] }],
      display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'table', 'table-caption', 'table-cell', 'table-row', 'grid', 'hidden'],
      sr: ['sr-only', 'not-sr-only'],
      'object-fit': [{ object: ['cover'] }],
      overflow: [{ overflow }],
      'overflow-x': [{ 'overflow-x': overflow }],
      'overflow-y': [{ 'overflow-y': overflow }],
      position: ['fixed', 'absolute', 'relative', 'sticky'],
      isolation: ['isolate', 'isolation-auto'],
      visibility: ['visible', 'invisible', 'collapse'],
      inset: [{ inset }],
      'inset-x': [{ 'inset-x': inset }],
      'inset-y': [{ 'inset-y': inset }],
      top: [{ top: inset }],
      right: [{ right: inset }],
      bottom: [{ bottom: inset }],
      left: [{ left: inset }],
      z: [{ z: [integer, 'auto', arbitrary] }],
      'flex-direction': [{ flex: ['row', 'col', 'col-reverse'] }],
      'flex-wrap': [{ flex: ['wrap'] }],
      flex: [{ flex: [number, fraction, 'auto', 'initial', 'none', arbitrary] }],
      shrink: [{ shrink: ['', number, arbitrary] }],
      order: [{ order: [integer, 'first', 'last', 'none', arbitrary] }],
      'grid-cols': [{ 'grid-cols': [integer, 'none', 'subgrid', arbitrary] }],
      'col-start-end': [{ col: ['auto', { span: ['full', integer, arbitrary] }, integer, arbitrary] }],
      gap: [{ gap: spacing }],
      'gap-x': [{ 'gap-x': spacing }],
      'gap-y': [{ 'gap-y': spacing }],
      'justify-content': [{ justify: ['start', 'end', 'center', 'between'] }],
      'justify-items': [{ 'justify-items': ['center'] }],
      'justify-self': [{ 'justify-self': ['center'] }],
      'align-content': [{ content: ['start'] }],
      'align-items': [{ items: ['start', 'end', 'center', 'baseline'] }],
      'align-self': [{ self: ['start'] }],
      'place-items': [{ 'place-items': ['center'] }],
      p: [{ p: spacing }],
      px: [{ px: spacing }],
      py: [{ py: spacing }],
      pt: [{ pt: spacing }],
      pr: [{ pr: spacing }],
      pb: [{ pb: spacing }],
      pl: [{ pl: spacing }],
      m: [{ m: margin }],
      mx: [{ mx: margin }],
      my: [{ my: margin }],
      mt: [{ mt: margin }],
      mr: [{ mr: margin }],
      mb: [{ mb: margin }],
      ml: [{ ml: margin }],
      'space-y': [{ 'space-y': spacing }],
      size: [{ size: sizing }],
      w: [{ w: [tshirt, 'screen', ...sizing] }],
      'min-w': [{ 'min-w': inlineSizing }],
      'max-w': [{ 'max-w': [...inlineSizing, 'prose', { screen: [tshirt] }] }],
      h: [{ h: ['screen', 'lh', ...sizing] }],
      'min-h': [{ 'min-h': blockSizing }],
      'max-h': [{ 'max-h': blockSizing }],
      'font-size': [{ text: ['base', tshirt, arbitraryLength] }],
      'font-weight': [
        {
          font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black', arbitrary],
        },
      ],
      'font-family': [{ font: [notArbitrary] }],
      'fvn-spacing': ['tabular-nums'],
      tracking: [{ tracking: ['tight', 'wide', 'wider', 'widest', arbitrary] }],
      'line-clamp': [{ 'line-clamp': [number, 'none', arbitrary] }],
      leading: [{ leading: ['none', 'tight', 'snug', ...spacing] }],
      'list-style-type': [{ list: ['disc', 'decimal', 'none', arbitrary] }],
      'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
      'text-color': [{ text: color }],
      'text-decoration': ['underline'],
      'underline-offset': [{ 'underline-offset': [number, arbitrary] }],
      'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
      'vertical-align': [{ align: ['middle', 'bottom', arbitrary] }],
      whitespace: [{ whitespace: ['nowrap', 'pre-line', 'pre-wrap'] }],
      break: [{ break: ['words', 'all'] }],
      'bg-clip': [{ 'bg-clip': ['border', 'padding', 'content', 'text'] }],
      'bg-size': [{ bg: ['auto', 'cover', 'contain', arbitrarySize] }],
      'bg-image': [{ bg: ['none', arbitraryImage] }],
      'bg-color': [{ bg: color }],
      'gradient-from': [{ from: color }],
      'gradient-via': [{ via: color }],
      'gradient-to': [{ to: color }],
      rounded: [{ rounded: ['', 'none', 'full', tshirt, arbitrary] }],
      'rounded-r': [{ 'rounded-r': ['none', tshirt, arbitrary] }],
      'rounded-l': [{ 'rounded-l': ['none', tshirt, arbitrary] }],
      'border-w': [{ border: width }],
      'border-w-y': [{ 'border-y': width }],
      'border-w-t': [{ 'border-t': width }],
      'border-w-r': [{ 'border-r': width }],
      'border-w-b': [{ 'border-b': width }],
      'border-w-l': [{ 'border-l': width }],
      'divide-y': [{ 'divide-y': width }],
      'border-color': [{ border: color }],
      'divide-color': [{ divide: color }],
      'outline-style': [{ outline: ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'] }],
      'outline-w': [{ outline: width }],
      'outline-color': [{ outline: color }],
      shadow: [{ shadow: ['', 'inner', 'none', tshirt, arbitrary] }],
      'ring-w': [{ ring: width }],
      'ring-color': [{ ring: color }],
      'ring-offset-w': [{ 'ring-offset': [number, arbitraryLength] }],
      'ring-offset-color': [{ 'ring-offset': color }],
      opacity: [{ opacity: [number, arbitrary] }],
      filter: [{ filter: ['', 'none', arbitrary] }],
      blur: [{ blur: ['', 'none', tshirt, arbitrary] }],
      'backdrop-blur': [{ 'backdrop-blur': ['', 'none', tshirt, arbitrary] }],
      'border-collapse': [{ border: ['collapse', 'separate'] }],
      'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
      'border-spacing': [{ 'border-spacing': spacing }],
      caption: [{ caption: ['bottom'] }],
      transition: [{ transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', arbitrary] }],
      duration: [{ duration: [number, 'initial', arbitrary] }],
      ease: [{ ease: ['linear', 'initial', 'in', 'out', 'in-out', arbitrary] }],
      animate: [{ animate: ['spin', 'pulse', arbitrary] }],
      rotate: [{ rotate: ['none', number, arbitrary] }],
      scale: [{ scale: ['none', number, arbitrary] }],
      'transform-origin': [{ origin: [arbitrary] }],
      'translate-x': [{ 'translate-x': [fraction, 'full', ...spacing] }],
      'translate-y': [{ 'translate-y': [fraction, 'full', ...spacing] }],
      accent: [{ accent: color }],
      cursor: [{ cursor: ['default', 'pointer', 'wait', 'not-allowed', arbitrary] }],
      'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
      appearance: [{ appearance: ['none'] }],
      resize: [{ resize: ['none'] }],
      'scroll-my': [{ 'scroll-my': spacing }],
      select: [{ select: ['none'] }],
      fill: [{ fill: ['none', ...color] }],
    },
    conflictingClassGroups: {
      overflow: ['overflow-x', 'overflow-y'],
      inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
      'inset-x': ['right', 'left'],
      'inset-y': ['top', 'bottom'],
      rounded: ['rounded-r', 'rounded-l'],
      flex: ['shrink'],
      gap: ['gap-x', 'gap-y'],
      p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
      px: ['pr', 'pl'],
      py: ['pt', 'pb'],
      m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
      mx: ['mr', 'ml'],
      my: ['mt', 'mb'],
      size: ['w', 'h'],
      'font-size': ['leading'],
      'line-clamp': ['display', 'overflow'],
      'border-w': ['border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
      'border-w-y': ['border-w-t', 'border-w-b'],
    },
    // The default's `'font-size': ['leading']` is left out: with no entry, `text-sm/6` falls back to
    // the plain conflicts above, which are the same.
    conflictingClassGroupModifiers: {},
    // Kept whole, as in the default config: the source stacks `*:`, `before:`, `file:` with other variants.
    orderSensitiveModifiers: ['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter', 'first-line', 'marker', 'placeholder', 'selection'],
  };
}
