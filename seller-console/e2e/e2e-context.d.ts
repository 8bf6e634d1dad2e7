declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** What the journeys' API logs (printed beside a failed test). */
    apiLogFile: string;
    storefrontUrl: string;
    sellerUrl: string;
    testSeller: { email: string; password: string };
    /** The run's one Chromium, to `chromium.connect()` to (tools/e2e/global-setup.mjs). */
    browserEndpoint: string;
    /** Defines window.kiranaAudit (tools/e2e/axe.mjs). */
    auditScript: string;
  }
}
export {};
