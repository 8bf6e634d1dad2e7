declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    testSeller: { email: string; password: string };
    /** The test API's emails, as .eml files. */
    mailOutboxDir: string;
    /** What the test API logs (printed beside a failed test by the setup file). */
    apiLogFile: string;
  }
}
export {};
