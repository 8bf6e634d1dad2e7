declare global {
  interface Window {
    /** Set by /runtime-config.js at deploy time; see docs/deploy.md. */
    __KIRANA_CONFIG__?: { apiUrl?: string };
  }
}

/**
 * Where the API lives: the deploy-time runtime config first, then the build-time
 * VITE_API_URL, then the local development API.
 */
export const API_URL = (
  (typeof window !== 'undefined' ? window.__KIRANA_CONFIG__?.apiUrl : undefined) ||
  import.meta.env.VITE_API_URL ||
  'http://localhost:4000'
).replace(/\/+$/, '');
