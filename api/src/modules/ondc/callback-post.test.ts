import { afterAll, describe, expect, it } from 'vitest';
import { startHugeAnswerer, startRecorder } from '../../../test/hostile-hosts.ts';
import { refusedAddress, RefusedDestination } from './callback-address.ts';
import { MAX_ANSWER_BYTES, postCallback } from './callback-post.ts';

const timeouts = { connectMs: 2000, totalMs: 5000 };
const closing: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(closing.map((close) => close())));

describe('where a callback may go', () => {
  it('refuses loopback, private, link-local (metadata), reserved and mapped addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'fd00:ec2::254',
      'fe80::1',
      '224.0.0.1',
    ])
      expect(refusedAddress(ip, false), ip).toBeDefined();
    for (const ip of ['8.8.8.8', '49.44.1.1', '2606:4700::1111'])
      expect(refusedAddress(ip, false), ip).toBeUndefined();
    // The test setting lets loopback through, and nothing else.
    expect(refusedAddress('127.0.0.1', true)).toBeUndefined();
    expect(refusedAddress('::1', true)).toBeUndefined();
    expect(refusedAddress('10.0.0.1', true)).toBeDefined();
  });

  it('checks a name after DNS and a literal address before connecting', async () => {
    const inside = await startRecorder({ status: 200 });
    closing.push(inside.close);
    const port = new URL(inside.url).port;
    for (const url of [`http://localhost:${port}/x`, `http://127.0.0.1:${port}/x`])
      await expect(
        postCallback(url, {}, '{}', { ...timeouts, allowLoopback: false }),
      ).rejects.toBeInstanceOf(RefusedDestination);
    await expect(
      postCallback('http://169.254.169.254/latest/meta-data', {}, '{}', {
        ...timeouts,
        allowLoopback: true,
      }),
    ).rejects.toBeInstanceOf(RefusedDestination);
    expect(inside.hits).toHaveLength(0);
  });

  it('does not follow a redirect', async () => {
    const target = await startRecorder({ status: 200 });
    const mover = await startRecorder({ status: 307, headers: { Location: `${target.url}/in` } });
    closing.push(target.close, mover.close);
    const answer = await postCallback(`${mover.url}/on_search`, {}, '{}', {
      ...timeouts,
      allowLoopback: true,
    });
    expect(answer.status).toBe(307);
    expect(mover.hits).toHaveLength(1);
    expect(target.hits).toHaveLength(0);
  });

  it('reads a few KB of an answer and drops the connection', async () => {
    const huge = await startHugeAnswerer();
    closing.push(huge.close);
    const answer = await postCallback(`${huge.url}/on_search`, {}, '{}', {
      ...timeouts,
      allowLoopback: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.text.length).toBe(MAX_ANSWER_BYTES);
    await expect.poll(() => huge.stats.closed).toBe(true);
    // What was written before the drop sat in socket buffers, never in our memory.
    expect(huge.stats.written).toBeLessThan(16 * 1024 * 1024);
  });
});
