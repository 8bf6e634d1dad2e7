// Deploy-time settings, read before the app starts. A deployment replaces this file, e.g.
//   window.__KIRANA_CONFIG__ = { apiUrl: 'https://api.example.com' };
// so one build serves every environment. Empty here: the build-time VITE_API_URL (or the
// local API) applies.
window.__KIRANA_CONFIG__ = window.__KIRANA_CONFIG__ || {};
