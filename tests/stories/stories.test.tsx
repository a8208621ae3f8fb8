/**
 * Every story of stories/**, rendered in jsdom through portable stories with the real preview
 * (providers, loaders, router): each must render something a user can perceive, log no
 * console.error, and pass its own play function. A story that rots fails here.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from '../../.storybook/preview';

const annotations = setProjectAnnotations([previewAnnotations]);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

let consoleError: MockInstance<typeof console.error>;
let actEnvironment: unknown;

beforeAll(async () => {
  await annotations.beforeAll?.();
  // Stories run as in a browser: their state changes come from timers and promises, not act().
  actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
});

it('finds the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(4);
});

for (const [path, module] of Object.entries(modules)) {
  const stories = Object.entries(composeStories(module) as Record<string, ComposedStory>);
  describe(path.replace('../../stories/', ''), () => {
    it('has stories', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    for (const [name, Story] of stories) {
      it(`${name} renders and plays`, async () => {
        await Story.load();
        const { container } = render(<Story />);
        // Meaningful: a heading (every screen and page has one), once the dictionary is in.
        await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
        if (Story.play) await Story.play({ canvasElement: container });
        expect(container.textContent?.trim()).not.toBe('');
        expect(consoleError).not.toHaveBeenCalled();
      });
    }
  });
}
