// A script the browser journeys inject into the page under test (handed to them through
// Vitest's `provide`): axe-core in real Chromium, which unlike jsdom sees the CSS, so hidden
// phone-only duplicates, contrast and reflow are judged as a shopper meets them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Defines `window.kiranaAudit()`, answering `{ overflow, violations }`: how far the page
 * scrolls sideways (WCAG 1.4.10 reflow; 0 when it fits) and its WCAG 2.1 A/AA violations
 * as "rule: target" lines, so a failing test names what to fix.
 */
export const auditScript = `${axeSource}
window.kiranaAudit = async (withAxe) => {
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (!withAxe) return { overflow, violations: [] };
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  });
  const violations = result.violations.map(
    (v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', '),
  );
  return { overflow, violations };
};`;
