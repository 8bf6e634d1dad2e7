import Markdown, { type Components } from 'react-markdown';
import { cn } from '../lib/cn.ts';

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A link as the page shows it: http(s), mailto and tel links, this site's paths and
 * anchors pass; anything else (javascript:, data:, vbscript:…) becomes no link at all.
 */
export function safeMarkdownUrl(url: string): string {
  const text = url.trim();
  if ((text.startsWith('/') && !text.startsWith('//')) || text.startsWith('#')) return text;
  try {
    return SAFE_SCHEMES.has(new URL(text).protocol) ? text : '';
  } catch {
    return '';
  }
}

const linkClass = 'focus-ring rounded-sm text-primary-strong underline';

// Tailwind resets every element, so each gets its look here rather than from a stylesheet.
/* eslint-disable lingui/no-unlocalized-strings -- Tailwind class names, not words */
const headingClass = [
  'mb-4 text-2xl font-semibold text-ink md:text-3xl',
  'mt-6 mb-2 text-xl font-semibold text-ink',
  'mt-4 mb-2 text-lg font-medium text-ink',
  'mt-4 mb-1 font-medium text-ink',
];
/* eslint-enable lingui/no-unlocalized-strings */

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The text's level-n heading as the page's level-(n + offset), looking like its own level. */
function heading(level: number, offset: number): Components[HeadingTag] {
  const Tag = `h${Math.min(6, level + offset)}` as HeadingTag;
  const className = headingClass[Math.min(level, headingClass.length) - 1];
  return ({ node: _, ...props }) => <Tag className={className} {...props} />;
}

const common: Components = {
  p: ({ node: _, ...props }) => <p className="my-3" {...props} />,
  ul: ({ node: _, ...props }) => <ul className="my-3 ml-5 list-disc space-y-1" {...props} />,
  ol: ({ node: _, ...props }) => <ol className="my-3 ml-5 list-decimal space-y-1" {...props} />,
  strong: ({ node: _, ...props }) => <strong className="font-semibold text-ink" {...props} />,
  a: ({ node: _, href, ...props }) =>
    href ? <a className={linkClass} href={href} {...props} /> : <span {...props} />,
  hr: () => <hr className="my-6 border-line" />,
  blockquote: ({ node: _, ...props }) => (
    <blockquote className="my-3 border-l-4 border-line pl-4 text-ink-muted" {...props} />
  ),
};

const componentsFor = (offset: number): Components => ({
  ...common,
  h1: heading(1, offset),
  h2: heading(2, offset),
  h3: heading(3, offset),
  h4: heading(4, offset),
});

const topLevel = componentsFor(0);
const nested = componentsFor(1);

export interface MarkdownTextProps {
  /** The shop's own Markdown. */
  children: string;
  /** The page has its own h1 already: the text's headings go one level down (# is an h2). */
  nested?: boolean;
  className?: string;
}

/**
 * Markdown a seller wrote, shown safely: raw HTML is dropped (never parsed into elements,
 * so a `<script>` or an `onerror` never runs), links only as `safeMarkdownUrl` allows, and
 * no pictures (they would load from anywhere).
 */
export function MarkdownText({ children, nested: isNested = false, className }: MarkdownTextProps) {
  return (
    <div className={cn('text-ink-muted', className)}>
      <Markdown
        skipHtml
        urlTransform={safeMarkdownUrl}
        disallowedElements={['img']}
        unwrapDisallowed
        components={isNested ? nested : topLevel}
      >
        {children}
      </Markdown>
    </div>
  );
}
