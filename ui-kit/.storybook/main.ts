import type { StorybookConfig } from '@storybook/react-vite';
import { linguiPlugins } from '../../tools/vite-lingui.mjs';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/docs/*.mdx', '../src/components/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Telemetry makes the static build wait on DNS in CI.
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    return mergeConfig(viteConfig, {
      plugins: [react(), ...linguiPlugins(), tailwindcss()],
      // The preview bundle carries Storybook itself; its size is not the apps' concern.
      build: { chunkSizeWarningLimit: 2000 },
    });
  },
};

export default config;
