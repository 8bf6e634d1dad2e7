import { createElement, type CSSProperties, type ReactNode } from 'react';

/** What the kit hands to a link renderer; spread it onto your router's Link. */
export interface LinkRenderProps {
  href: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  onClick?: () => void;
}

/**
 * The kit never imports a router. Components that navigate take a `renderLink`
 * prop; apps pass e.g. `({ href, ...rest }) => <Link to={href} {...rest} />`.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = (props) => createElement('a', props);
