import type { RenderLink } from '@kirana/ui-kit/lib/render-link';
import { Link } from 'react-router';

/** Lets the kit's links navigate inside the app instead of reloading the page. */
export const renderLink: RenderLink = ({ href, ...rest }) => <Link to={href} {...rest} />;
