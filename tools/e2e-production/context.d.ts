declare module 'vitest' {
  export interface ProvidedContext {
    origins: { api: string; shop: string; admin: string; evil: string };
    seller: { email: string; password: string };
    chromium: { executablePath: string; args: string[] };
  }
}
export {};
