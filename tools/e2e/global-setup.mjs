// Vitest globalSetup for the browser journeys: the real API (temp SQLite, demo catalogue,
// the test payment page), both apps' production builds served on their own origins, and one
// Chromium for the whole run: each journey connects to it and opens contexts of its own.
import { freePort, startApiForTests, TEST_SELLER } from '../api-test-server.mjs';
import { auditScript } from './axe.mjs';
import { launchBrowserServer } from './browser.mjs';
import { startApp } from './start-app.mjs';

export default async function setup(project) {
  // Free ports chosen up front, so the API can name both origins and two projects' journeys
  // can run side by side.
  const STOREFRONT_PORT = await freePort();
  const SELLER_PORT = await freePort();
  const storefrontOrigin = `http://127.0.0.1:${STOREFRONT_PORT}`;
  const sellerOrigin = `http://127.0.0.1:${SELLER_PORT}`;
  const api = await startApiForTests({
    STOREFRONT_ORIGIN: storefrontOrigin,
    SELLER_CONSOLE_ORIGIN: sellerOrigin,
  });
  const stops = [api.stop];
  let browser;
  try {
    browser = await launchBrowserServer();
    stops.push(() => browser.close());
    const storefront = await startApp('storefront', { apiUrl: api.url, port: STOREFRONT_PORT });
    stops.push(storefront.close);
    const seller = await startApp('seller-console', { apiUrl: api.url, port: SELLER_PORT });
    stops.push(seller.close);
  } catch (err) {
    for (const stop of stops.reverse()) await stop();
    throw err;
  }
  project.provide('apiUrl', api.url);
  project.provide('mailOutboxDir', api.outboxDir);
  project.provide('apiLogFile', api.logFile);
  project.provide('storefrontUrl', storefrontOrigin);
  project.provide('sellerUrl', sellerOrigin);
  project.provide('testSeller', TEST_SELLER);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('auditScript', auditScript);
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
