// A Lingui catalogue (.po) imported in code is compiled to its messages by
// @lingui/vite-plugin (tools/vite-lingui.mjs).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
