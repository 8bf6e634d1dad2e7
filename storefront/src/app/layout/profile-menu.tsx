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

/** The signed-in customer's menu: My Orders, My Addresses, Account (password, devices) and Logout. */
export default function ProfileMenu({ name }: { name: string }) {
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Account menu"
          className="size-11 rounded-full"
        >
          <Icon name="user" className="size-6" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Hi, {name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.myOrders}>
            <Icon name="box" />
            My Orders
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.addresses}>
            <Icon name="map-pin" />
            My Addresses
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.account}>
            <Icon name="user" />
            Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem tone="danger" onSelect={() => logout.mutate()}>
          <Icon name="logout" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
