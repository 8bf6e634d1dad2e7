import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { render, within } from '@testing-library/react';
import type axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.ts';
import { toast } from '../lib/toast-store.ts';
import { axeViolations } from './axe.ts';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// Every story in the catalogue, rendered with its args and decorators and then its play
// function (which opens menus, dialogs and toasts), is checked with axe.
const modules = import.meta.glob<StoriesModule>('../components/*.stories.tsx', { eager: true });

setProjectAnnotations([preview]);

interface StoryA11yParameters {
  a11y?: { config?: { rules?: { id: string; enabled: boolean }[] } };
}

/** Rule switches a story sets in `parameters.a11y`, honoured as the Storybook panel does. */
function storyRules(parameters: StoryA11yParameters): axe.RuleObject {
  return Object.fromEntries(
    (parameters.a11y?.config?.rules ?? []).map(({ id, enabled }) => [id, { enabled }]),
  );
}

afterEach(() => {
  toast.dismiss();
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];

  it.each(stories)('%s renders with no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container, canvas: within(container) });
    expect(await axeViolations(document.body, storyRules(Story.parameters))).toEqual([]);
  });
});
