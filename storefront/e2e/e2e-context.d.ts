declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** The journeys' API writes its emails here as `.eml` files (no SMTP_URL). */
    mailOutboxDir: string;
    storefrontUrl: string;
    sellerUrl: string;
    testSeller: { email: string; password: string };
    chromium: { executablePath: string; args: string[] };
    /** Defines window.kiranaAudit (tools/e2e/axe.mjs). */
    auditScript: string;
  }
}
export {};
