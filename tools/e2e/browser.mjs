// Debian's Chromium driven by playwright-core: never a downloaded browser.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** One Chromium for a run's journeys, which `chromium.connect(server.wsEndpoint())`. */
export function launchBrowserServer() {
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
