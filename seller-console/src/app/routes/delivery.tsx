import { useLingui } from '@lingui/react/macro';
import { ErrorPanel } from '../../components/error-panel.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useDeliverySettings } from '../../features/delivery/api/get-delivery-settings.ts';
import { DeliverySettingsForm } from '../../features/delivery/components/delivery-settings-form.tsx';
import { WeekPreview } from '../../features/delivery/components/week-preview.tsx';

/** Where, for how much and when the shop delivers, and how the coming week is booked. */
export function DeliveryRoute() {
  const { t } = useLingui();
  const settings = useDeliverySettings();
  return (
    <>
      <PageTitle>{t`Delivery`}</PageTitle>
      <div className="flex flex-col gap-10">
        {settings.data ? (
          <DeliverySettingsForm settings={settings.data} />
        ) : settings.isError ? (
          <ErrorPanel
            title={t`The delivery settings could not be loaded`}
            message={settings.error.message}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <PageLoading label={t`Loading the delivery settings`} />
        )}
        <WeekPreview />
      </div>
    </>
  );
}
