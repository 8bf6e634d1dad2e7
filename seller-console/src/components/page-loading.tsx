import { Spinner } from '@kirana/ui-kit/spinner';
import { useLingui } from '@lingui/react/macro';

export function PageLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={label ?? t`Loading`} />
    </div>
  );
}
