import { Icon } from '@kirana/ui-kit/icon';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Trans } from '@lingui/react/macro';
import { userGlyph } from '@kirana/ui-kit/glyphs';

/**
 * To the seller's password and signed-in devices, shaped like the Logout button beside it;
 * on a phone only its icon shows (its name stays for screen readers), so the bar fits.
 */
export function AccountLink() {
  return (
    <Link
      to={paths.account}
      className="focus-ring inline-flex h-9 min-w-9 items-center justify-center gap-2 rounded-full border border-line-strong text-sm font-medium text-ink hover:bg-primary-soft sm:px-4"
    >
      <Icon glyph={userGlyph} className="size-4" />
      <span className="max-sm:sr-only">
        <Trans>Account</Trans>
      </span>
    </Link>
  );
}
