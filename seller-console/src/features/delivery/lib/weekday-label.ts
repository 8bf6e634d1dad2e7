import type { Weekday } from '@kirana/api/contract/delivery';
import { t } from '@lingui/core/macro';

/** A slot day's short name in the active language (the contract's value is English). */
export function weekdayLabel(day: Weekday): string {
  switch (day) {
    case 'Mon':
      return t`Mon`;
    case 'Tue':
      return t`Tue`;
    case 'Wed':
      return t`Wed`;
    case 'Thu':
      return t`Thu`;
    case 'Fri':
      return t`Fri`;
    case 'Sat':
      return t`Sat`;
    case 'Sun':
      return t`Sun`;
  }
}
