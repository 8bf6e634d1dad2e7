import type { RenderLink } from '@kirana/ui-kit/lib/render-link';
import { Link } from 'react-router';

/**
 * The router link the kit's components render. Only app paths go through the router;
 * placeholders (`#`), in-page anchors and mail links stay plain anchors so the browser
 * handles them.
 */
export const renderLink: RenderLink = ({ href, ...rest }) =>
  href.startsWith('/') ? <Link to={href} {...rest} /> : <a href={href} {...rest} />;
