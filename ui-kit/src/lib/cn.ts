import { clsx, type ClassValue } from 'clsx';

// A small stand-in for tailwind-merge (8.5 KB gzip on every page of both apps): it knows the
// Tailwind utilities the kit and its callers use, so a caller's `className="px-6"` still
// replaces a kit default `px-8` instead of losing to it in the stylesheet's order. A class
// it does not know (the kit's `focus-ring`, arbitrary properties) is always kept.

/* eslint-disable lingui/no-unlocalized-strings -- Tailwind class names, not words */
// Utilities whose group is their prefix, whatever the value (`px-4`, `min-w-0`, `z-40`).
const PREFIXES =
  'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml w h size min-w max-w min-h max-h ' +
  'gap gap-x gap-y inset inset-x inset-y top right bottom left z opacity overflow overflow-x ' +
  'overflow-y cursor leading tracking whitespace basis grow shrink flex grid-cols col-span ' +
  'justify items self aspect fill transition pointer-events scale translate-x translate-y ' +
  'rounded rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l';

// Whole classes that set one property: `group:class class …`, groups split by `|`.
const KEYWORDS =
  'display:block inline-block inline flex inline-flex grid inline-grid contents hidden table ' +
  'table-cell|decoration:underline no-underline line-through|' +
  'position:static fixed absolute relative sticky|flex-dir:flex-row flex-row-reverse flex-col ' +
  'flex-col-reverse|flex-wrap:flex-wrap flex-wrap-reverse flex-nowrap|object-fit:object-contain ' +
  'object-cover object-fill object-none object-scale-down';

// A later class of the key on the left also replaces earlier ones on the right.
const COVERS =
  'p:px py ps pe pt pr pb pl|px:pr pl|py:pt pb|m:mx my ms me mt mr mb ml|mx:mr ml|my:mt mb|' +
  'size:w h|flex:basis grow shrink|gap:gap-x gap-y|overflow:overflow-x overflow-y|' +
  'inset:inset-x inset-y top right bottom left|inset-x:right left|inset-y:top bottom|' +
  'rounded:rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l|' +
  'border-w:border-w-x border-w-y border-w-t border-w-r border-w-b border-w-l|' +
  'border-w-x:border-w-r border-w-l|border-w-y:border-w-t border-w-b|' +
  'border-color:border-color-x border-color-y border-color-t border-color-r border-color-b ' +
  'border-color-l|text-size:leading';

/* eslint-enable lingui/no-unlocalized-strings */

const table = (source: string) =>
  new Map(
    source.split('|').map((entry) => {
      const [key = '', values = ''] = entry.split(':');
      return [key, values.split(' ')];
    }),
  );

const prefixes = new Set(PREFIXES.split(' '));
const keywords = new Map<string, string>();
for (const [group, classes] of table(KEYWORDS)) {
  for (const name of classes) keywords.set(name, group);
}
const covers = table(COVERS);

const TEXT_SIZE = /^(xs|sm|base|lg|[2-9]?xl)$|^[[(](length:|\d|\.)/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const BORDER_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const BORDER_WIDTH = /^$|^\d+$|^[[(](length:|\d)/;
// Tailwind's shadow sizes and the kit's own (`shadow-card`, `shadow-popover`).
const SHADOW = /^$|^(2xs|xs|sm|md|lg|xl|2xl|none|inner|card|popover)$/;

/** The group of a utility (its variants left off), or undefined for classes kept as they are. */
function groupOf(utility: string): string | undefined {
  const keyword = keywords.get(utility);
  if (keyword) return keyword;
  // The value starts after the longest known prefix: `min-w-0` is `min-w`, not `min`.
  for (let cut = utility.length; cut > 0; cut = utility.lastIndexOf('-', cut - 1)) {
    const prefix = utility.slice(0, cut);
    // Without an opacity or line-height modifier: `text-sm/6`, `bg-ink/50`.
    const value = utility.slice(cut + 1).replace(/\/.*$/, '');
    if (prefixes.has(prefix)) return prefix;
    if (prefix === 'text') {
      if (TEXT_SIZE.test(value)) return 'text-size';
      return TEXT_ALIGN.test(value) ? 'text-align' : 'text-color';
    }
    if (prefix === 'bg') return 'bg-color';
    if (prefix === 'font' && WEIGHT.test(value)) return 'font-weight';
    if (prefix === 'shadow' && SHADOW.test(value)) return 'shadow';
    // `border`, `border-2`, `border-t-4` are widths; `border-line`, `border-b-ink` colours.
    const side = /^border(-[xytrbl])?$/.exec(prefix);
    if (side && !side[1] && BORDER_STYLE.test(value)) return 'border-style';
    if (side) return `border-${BORDER_WIDTH.test(value) ? 'w' : 'color'}${side[1] ?? ''}`;
  }
  return undefined;
}

/** `md:hover:px-4!` → variants `md:hover:`, utility `px-4`, important. */
function keyOf(name: string): [variants: string, group: string] | undefined {
  let depth = 0;
  let cut = 0;
  for (let index = 0; index < name.length; index += 1) {
    const char = name[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) cut = index + 1;
  }
  let utility = name.slice(cut);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  const group = groupOf(utility);
  return group ? [name.slice(0, cut) + (important ? '!' : ''), group] : undefined;
}

/** Joins class names (clsx) and lets a later Tailwind class replace an earlier one of its kind. */
export function cn(...inputs: ClassValue[]): string {
  const names = clsx(inputs).split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = names.length - 1; index >= 0; index -= 1) {
    const name = names[index];
    if (!name) continue;
    const key = keyOf(name);
    if (key) {
      const [variants, group] = key;
      if (taken.has(variants + group)) continue;
      taken.add(variants + group);
      for (const covered of covers.get(group) ?? []) taken.add(variants + covered);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
