import { describe, expect, it } from 'vitest';

// Every component of the kit has its stories (its Storybook page, and the axe check of
// stories-a11y.test.tsx). glyphs.tsx holds drawings, shown by icon.stories.tsx.
const components = Object.keys(import.meta.glob('../components/*.tsx')).filter(
  (path) => !/\.(stories|test)\.tsx$/.test(path) && !path.endsWith('/glyphs.tsx'),
);
const stories = new Set(Object.keys(import.meta.glob('../components/*.stories.tsx')));

describe('the kit’s stories', () => {
  it('cover every component', () => {
    expect(components.length).toBeGreaterThan(40);
    const without = components.filter(
      (path) => !stories.has(path.replace(/\.tsx$/, '.stories.tsx')),
    );
    expect(without).toEqual([]);
  });
});
