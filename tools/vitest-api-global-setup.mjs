// Vitest globalSetup for the apps: one real API per test run (see api-test-server.mjs).
import { startApiForTests, TEST_SELLER } from './api-test-server.mjs';

export default async function setup(project) {
  const api = await startApiForTests();
  project.provide('apiUrl', api.url);
  project.provide('testSeller', TEST_SELLER);
  project.provide('mailOutboxDir', api.outboxDir);
  project.provide('apiLogFile', api.logFile);
  return () => api.stop();
}
