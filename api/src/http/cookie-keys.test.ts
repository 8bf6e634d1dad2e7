import { describe, expect, it } from 'vitest';
import { cookieKeys } from './cookie-keys.ts';

describe('cookieKeys', () => {
  const data = 'kirana_session=3f9c0e6a1b';
  // What keygrip 1.1 (Koa's default) signs this with, under each key.
  const byKeygrip = { one: 'jTSFwdConeR3IPt3rHRi81SW1x8', two: '1jsgR2LGX1JgheSQzsa1Vx8Yxz4' };

  it('signs as keygrip does, so cookies signed before still verify', () => {
    const keys = cookieKeys(['secret-one', 'secret-two']);
    expect(keys.sign(data)).toBe(byKeygrip.one);
    expect(keys.index(data, byKeygrip.one)).toBe(0);
    // A cookie signed with an older key, still listed, verifies too.
    expect(keys.index(data, byKeygrip.two)).toBe(1);
    expect(keys.verify(data, byKeygrip.two)).toBe(true);
  });

  it('refuses another key, another value and a changed or cut signature', () => {
    const keys = cookieKeys(['secret-one']);
    expect(keys.index(data, byKeygrip.two)).toBe(-1);
    expect(keys.verify(`${data}0`, byKeygrip.one)).toBe(false);
    expect(keys.verify(data, `${byKeygrip.one.slice(0, -1)}9`)).toBe(false);
    expect(keys.verify(data, byKeygrip.one.slice(0, -1))).toBe(false);
    expect(keys.verify(data, '')).toBe(false);
  });
});
