import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@kirana/ui-kit/dropdown-menu';
import { Icon } from '@kirana/ui-kit/icon';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { boxGlyph, logoutGlyph, mapPinGlyph, userGlyph } from '@kirana/ui-kit/glyphs';

/** The signed-in customer's menu: My Orders, My Addresses, Account (password, devices) and Logout. */
export default function ProfileMenu({ name }: { name: string }) {
  const { t } = useLingui();
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Account menu`}
          className="size-11 rounded-full"
        >
          <Icon glyph={userGlyph} className="size-6" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <Trans>Hi, {name}</Trans>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.myOrders}>
            <Icon glyph={boxGlyph} />
            <Trans>My Orders</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.addresses}>
            <Icon glyph={mapPinGlyph} />
            <Trans>My Addresses</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.account}>
            <Icon glyph={userGlyph} />
            <Trans>Account</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem tone="danger" onSelect={() => logout.mutate()}>
          <Icon glyph={logoutGlyph} />
          <Trans>Logout</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
