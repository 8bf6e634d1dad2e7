import { describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../../config.ts';
import { demoSellerBanner } from './demo-seller-banner.ts';

const sellerConsoleOrigin = 'http://localhost:5174';

describe('demo seller banner', () => {
  it("shows the demo seller's sign-in in development", () => {
    const banner = demoSellerBanner({
      env: 'development',
      seller: { ...DEMO_SELLER, isDemo: true },
      sellerConsoleOrigin,
    });
    expect(banner).toContain(sellerConsoleOrigin);
    expect(banner).toContain(DEMO_SELLER.email);
    expect(banner).toContain(DEMO_SELLER.password);
  });

  it('says nothing for a configured seller or in production', () => {
    const configured = { email: 'owner@shop.example', password: 'long-password', isDemo: false };
    expect(
      demoSellerBanner({ env: 'development', seller: configured, sellerConsoleOrigin }),
    ).toBeUndefined();
    expect(
      demoSellerBanner({
        env: 'production',
        seller: { ...DEMO_SELLER, isDemo: true },
        sellerConsoleOrigin,
      }),
    ).toBeUndefined();
  });
});
