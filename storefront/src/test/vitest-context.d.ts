declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    testSeller: { email: string; password: string };
    /** The test API's emails, as .eml files. */
    mailOutboxDir: string;
  }
}
export {};
