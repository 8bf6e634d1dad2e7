import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

export interface BreadcrumbsProps {
  trail: readonly { label: string; href: string }[];
  current: string;
}

export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((step) => (
          <li key={step.href} className="after:ml-1 after:content-['/']">
            <Link to={step.href} className="focus-ring rounded-sm hover:text-ink hover:underline">
              {step.label}
            </Link>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-primary-strong">
          {current}
        </li>
      </ol>
    </nav>
  );
}
