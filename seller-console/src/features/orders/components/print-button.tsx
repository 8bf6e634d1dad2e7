import { Button } from '@kirana/ui-kit/button';
import { Trans } from '@lingui/react/macro';

/** Opens the browser's print dialog; the print styles leave the sheet alone on paper. */
export function PrintButton() {
  return (
    <Button variant="outline" size="sm" className="print:hidden" onClick={() => window.print()}>
      <Trans>Print</Trans>
    </Button>
  );
}
