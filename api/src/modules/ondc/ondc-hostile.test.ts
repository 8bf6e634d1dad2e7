import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedBuyerApp, startRecorder, startSilentHost } from '../../../test/hostile-hosts.ts';
import { createOndcTestApp, type OndcTestApp } from '../../../test/ondc-test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { ANSWER_WINDOW_MS, MAX_ATTEMPTS } from './callback-retries.ts';
import { createOndcMessages } from './ondc-messages.ts';

// The seller node as a hostile buyer app uses it (issue 47): any buyer app the registry
// lists can reach it, and every callback goes where a request says.

const kinds = await availableKinds();

describe.each(kinds)('the ONDC node against a hostile buyer app on %s', (kind) => {
  let ondc: OndcTestApp;
  const closing: (() => Promise<void>)[] = [];
  let inside: Awaited<ReturnType<typeof startRecorder>>;

  const search = (
    buyer: { subscriberId: string; uri: string; sign: (body: string) => string },
    context: Record<string, unknown> = {},
  ) => {
    const { body, messageId } = ondc.requestBody(
      'search',
      { intent: {} },
      { bap_id: buyer.subscriberId, bap_uri: buyer.uri, ...context },
    );
    return { messageId, sent: ondc.post('search', body, buyer.sign(body)) };
  };
  const rowCount = async () =>
    Number(
      ((await ondc.app.database.db('ondc_messages').count({ n: '*' }).first()) as { n: number }).n,
    );

  beforeAll(async () => {
    ondc = await createOndcTestApp(kind);
    // An "internal" service on the shop's own network, recording what reaches it.
    inside = await startRecorder({ status: 200 });
    closing.push(inside.close);
  });
  afterAll(async () => {
    await ondc.close();
    await Promise.all(closing.map((close) => close()));
  });

  it('refuses a bap_uri not under the subscriber_url the registry lists, keeping nothing', async () => {
    const before = await rowCount();
    for (const bapUri of [`${inside.url}/admin`, `${ondc.buyer.uri}-admin`]) {
      const { sent } = search(ondc.buyer, { bap_uri: bapUri });
      const res = await sent.expect(400);
      expect(res.body.error).toMatchObject({ type: 'CONTEXT-ERROR', code: '30000' });
      expect(res.body.error.message).toMatch(/subscriber_url/);
    }
    // A path below the listed URL is the buyer app's own.
    const { messageId, sent } = search(ondc.buyer, { bap_uri: `${ondc.buyer.uri}/v2` });
    await sent.expect(200);
    await ondc.outRow(messageId, 'sent');
    expect(await rowCount()).toBe(before + 2);
    expect(inside.hits).toHaveLength(0);
  });

  it('never follows a redirect to where the buyer app points', async () => {
    const mover = await startRecorder({
      status: 307,
      headers: { Location: `${inside.url}/admin` },
    });
    closing.push(mover.close);
    const { messageId, sent } = search(listedBuyerApp(ondc.registry, 'mover.test', mover.url));
    await sent.expect(200);
    await ondc.outRow(messageId, 'refused');
    expect(mover.hits).toHaveLength(1);
    expect(inside.hits).toHaveLength(0);
  });

  it(`tries a failing callback ${MAX_ATTEMPTS} times at most, whatever the ttl`, async () => {
    const down = await startRecorder({ status: 503 });
    closing.push(down.close);
    const { messageId, sent } = search(listedBuyerApp(ondc.registry, 'down.test', down.url), {
      ttl: 'P1D',
    });
    await sent.expect(200);
    const row = await ondc.outRow(messageId, 'expired', 10_000);
    expect(down.hits).toHaveLength(MAX_ATTEMPTS);
    expect(Number(row.deadlineAt) - Number(row.createdAt)).toBeLessThanOrEqual(ANSWER_WINDOW_MS);
  });

  it('keeps a buyer app that never answers from delaying anyone else’s callbacks', async () => {
    const silent = await startSilentHost();
    const quiet = listedBuyerApp(ondc.registry, 'silent.test', silent.url);
    for (let i = 0; i < 24; i += 1) await search(quiet).sent.expect(200);
    const { messageId, sent } = search(ondc.buyer);
    await sent.expect(200);
    // Behind 24 callbacks of 5 s each, four at a time, this would take half a minute.
    const callback = await ondc.callbackFor(messageId);
    expect(callback.signature).toEqual({ ok: true });
    // One lane per host: the silent one never had two of our connections at once.
    expect(silent.stats.mostOpen).toBe(1);
    await silent.close();
  });

  it('refuses a status request larger than a status request can honestly be', async () => {
    const { body } = ondc.requestBody('status', { order_id: 'x'.repeat(20 * 1024) });
    const res = await ondc.post('status', body).expect(413);
    expect(res.body.message.ack.status).toBe('NACK');
    // A select may be that large (it lists items).
    const select = ondc.requestBody('select', { order: { padding: 'x'.repeat(20 * 1024) } });
    await ondc.post('select', select.body).expect(200);
  });

  it('keeps a transaction to its own buyer app: another naming it keeps nothing for good', async () => {
    const db = ondc.app.database.db;
    let clock = Date.now();
    const messages = createOndcMessages(db, () => clock);
    const request = (bapId: string, action: string, messageId: string) => ({
      action,
      bapId,
      bapUri: 'https://buyer.example/ondc',
      transactionId: 'shared-transaction',
      messageId,
      raw: '{}',
      ttlSeconds: 30,
      deadlineAt: clock + 30_000,
    });
    await messages.receive(request('honest.example', 'confirm', 'm1'));
    await messages.receive(request('honest.example', 'status', 'm2'));
    await messages.receive(request('other.example', 'status', 'm3'));
    await messages.receive(request('other.example', 'cancel', 'm4'));
    const confirm = (await db('ondc_messages')
      .where({ counterparty: 'honest.example', messageId: 'm1', direction: 'in' })
      .first('id')) as { id: string };
    await messages.linkOrder(db, confirm.id, 'order-of-honest');
    await db('ondc_messages')
      .where({ transactionId: 'shared-transaction' })
      .update({ nextAttemptAt: null });
    clock += 60_000;
    await messages.prune(clock);
    const left = (await db('ondc_messages')
      .where({ transactionId: 'shared-transaction' })
      .orderBy(['counterparty', 'messageId', 'direction'])
      .select('counterparty', 'messageId', 'direction')) as Record<string, string>[];
    // The confirm and its answer stay for disputes; polls and the other app's talk go.
    expect(left).toEqual([
      { counterparty: 'honest.example', messageId: 'm1', direction: 'in' },
      { counterparty: 'honest.example', messageId: 'm1', direction: 'out' },
    ]);
  });
});

describe.each(kinds)('the ONDC node’s limits on %s', (kind) => {
  let ondc: OndcTestApp;

  beforeAll(async () => {
    ondc = await createOndcTestApp(kind, {
      ONDC_RATE_LIMIT: '6/1m',
      ONDC_RATE_LIMIT_LOOKUPS: '5/1m',
      // Each test below is its own client, by X-Forwarded-For.
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => ondc.close());

  it('takes so many requests from one buyer app a minute, then NACKs with 429', async () => {
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      const { body } = ondc.requestBody('search', { intent: {} });
      answers.push(await ondc.post('search', body));
    }
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = answers[6];
    expect(refused?.body.error).toMatchObject({ type: 'POLICY-ERROR', code: '50000' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Another buyer app has its own share.
    const other = listedBuyerApp(ondc.registry, 'other.test', ondc.buyer.uri.replace('/v1', ''));
    const { body } = ondc.requestBody(
      'search',
      { intent: {} },
      {
        bap_id: other.subscriberId,
        bap_uri: other.uri,
      },
    );
    await ondc.post('search', body, other.sign(body)).expect(200);
  });

  it('asks the registry for so many unknown keys per client, however many it invents', async () => {
    const before = ondc.registry.lookups.length;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const { body } = ondc.requestBody('search', { intent: {} });
      const created = Math.floor(Date.now() / 1000);
      const made = `Signature keyId="made.up.${i}|key-${i}|ed25519",algorithm="ed25519",created="${created}",expires="${created + 30}",headers="(created) (expires) digest",signature="${Buffer.alloc(64).toString('base64')}"`;
      const res = await ondc.post('search', body, made).set('X-Forwarded-For', '203.0.113.50');
      statuses.push(res.status);
    }
    expect(ondc.registry.lookups.length - before).toBe(5);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
  });
});
