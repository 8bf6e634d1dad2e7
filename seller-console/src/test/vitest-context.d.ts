declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    testSeller: { email: string; password: string };
  }
}
export {};
