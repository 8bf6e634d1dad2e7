import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { generateOndcKeyPair } from '../src/modules/ondc/ondc-keys.ts';
import {
  recordFor,
  startFakeBuyerApp,
  startFakeRegistry,
  type Callback,
} from './fake-ondc-network.ts';
import type { OndcOptions } from '../src/modules/ondc/ondc.service.ts';
import { createTestApp } from './test-app.ts';
import type { DbKind } from './test-databases.ts';

export const KIRANA = { id: 'kirana.test', ukId: 'kirana-key', url: 'https://kirana.test/ondc' };

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * A Kirana with ONDC on, its key listed in a loopback registry beside a fake buyer app's,
 * its callback outbox running (polling every 50 ms, retrying after 100 ms, a failing host
 * left alone 100 ms), callbacks to loopback allowed, and helpers to
 * send the buyer app's signed requests and wait for Kirana's callbacks.
 */
export async function createOndcTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  ondc: OndcOptions = {},
) {
  const registry = await startFakeRegistry();
  const buyer = await startFakeBuyerApp(registry);
  const ours = generateOndcKeyPair();
  registry.records.push(recordFor(KIRANA.id, KIRANA.ukId, ours.publicKey, 'BPP', KIRANA.url));
  const app = await createTestApp(kind, {
    env: {
      ONDC_SUBSCRIBER_ID: KIRANA.id,
      ONDC_SUBSCRIBER_URL: KIRANA.url,
      ONDC_UNIQUE_KEY_ID: KIRANA.ukId,
      ONDC_SIGNING_PRIVATE_KEY: ours.privateKey,
      ONDC_REGISTRY_URL: registry.url,
      ONDC_CITY: 'std:080',
      ONDC_GPS: '12.991,77.571',
      // The fake buyer app listens on 127.0.0.1.
      ONDC_CALLBACKS_TO_LOOPBACK: '1',
      ...env,
    },
    ondc: { outboxPollMs: 50, callbackRetryDelay: () => 100, hostBackoff: () => 100, ...ondc },
  });
  const outbox = app.services.ondc?.outbox;
  if (!outbox) throw new Error('ONDC is not on');
  outbox.start();

  /** A request body of `action` from the buyer app, context as ONDC retail 1.2.0 writes it. */
  const requestBody = (
    action: string,
    message: object,
    context: Record<string, unknown> = {},
  ): { body: string; messageId: string } => {
    const messageId = randomUUID();
    const body = JSON.stringify({
      context: {
        domain: 'ONDC:RET10',
        action,
        country: 'IND',
        city: 'std:080',
        core_version: '1.2.0',
        bap_id: buyer.subscriberId,
        bap_uri: buyer.uri,
        ...(action === 'search' ? {} : { bpp_id: KIRANA.id, bpp_uri: KIRANA.url }),
        transaction_id: randomUUID(),
        message_id: messageId,
        timestamp: new Date().toISOString(),
        ttl: 'PT30S',
        ...context,
      },
      message,
    });
    return { body, messageId };
  };

  /** POSTs these exact bytes to /ondc/<action>, signed by the buyer app unless told. */
  const post = (action: string, body: string, authorization?: string) =>
    request(app.callback)
      .post(`/ondc/${action}`)
      .set('Content-Type', 'application/json')
      .set('Authorization', authorization ?? buyer.sign(body))
      .send(body);

  /** The callback answering `messageId`, once it has come. */
  async function callbackFor(messageId: string): Promise<Callback> {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const found = buyer.callbacks.find((c) => c.body.context.message_id === messageId);
      if (found) return found;
      await wait(50);
    }
    throw new Error(`no callback for ${messageId}`);
  }

  /** The callback row of `messageId` once its attempt is settled as `status`. */
  async function outRow(messageId: string, status: string, ms = 5000) {
    let row: Record<string, unknown> | undefined;
    for (let waited = 0; waited <= ms; waited += 50) {
      row = (await app.database
        .db('ondc_messages')
        .where({ messageId, direction: 'out' })
        .first()) as Record<string, unknown> | undefined;
      if (row?.status === status) return row;
      await wait(50);
    }
    throw new Error(`the callback for ${messageId} is ${String(row?.status)}, not ${status}`);
  }

  return {
    app,
    registry,
    buyer,
    outbox,
    requestBody,
    post,
    callbackFor,
    outRow,
    async close() {
      await outbox.stop();
      await app.close();
      await buyer.close();
      await registry.close();
    },
  };
}

export type OndcTestApp = Awaited<ReturnType<typeof createOndcTestApp>>;
