import { Spinner } from '@kirana/ui-kit/spinner';

export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={label} />
    </div>
  );
}
