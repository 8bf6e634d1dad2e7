import axe from 'axe-core';

/**
 * Runs axe-core on a rendered component and returns the violations. jsdom cannot
 * compute colours, so colour contrast is checked by the Storybook a11y run in a
 * real browser, not here.
 */
export async function axeViolations(
  context: Element | Document = document,
  rules: axe.RuleObject = {},
): Promise<axe.Result[]> {
  const results = await axe.run(context, {
    rules: {
      // Components are fragments of a page; landmarks are the page's job (Storybook's
      // Accessibility panel turns this rule off for the same reason).
      region: { enabled: false },
      ...rules,
    },
  });
  return results.violations;
}
