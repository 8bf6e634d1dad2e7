import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password.ts';

describe('password hashes', () => {
  it('uses scrypt at N=2^15 by default and reads any stored cost back', async () => {
    const standard = createPasswordHasher();
    const stored = await standard.hash('correct-horse-9');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    const light = await createPasswordHasher({ cost: 'light' }).hash('correct-horse-9');
    expect(light).toMatch(/^scrypt\$1024\$8\$1\$/);
    // One hasher checks both, whatever its own cost: the cost travels with the hash.
    expect(await standard.verify('correct-horse-9', light)).toBe(true);
    expect(await standard.verify('correct-horse-8', stored)).toBe(false);
    expect(await standard.verifyAgainstDummy('correct-horse-9')).toBe(false);
  });
});
