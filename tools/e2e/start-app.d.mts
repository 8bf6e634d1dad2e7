/** See start-app.mjs: an app's production build (dist/) served on `port`. */
export function startApp(
  app: 'storefront' | 'seller-console',
  options: { apiUrl: string; port: number },
): Promise<{ url: string; close(): Promise<void> }>;
