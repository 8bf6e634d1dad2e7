declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    storefrontUrl: string;
    sellerUrl: string;
    testSeller: { email: string; password: string };
    chromium: { executablePath: string; args: string[] };
    /** Defines window.kiranaAudit (tools/e2e/axe.mjs). */
    auditScript: string;
  }
}
export {};
