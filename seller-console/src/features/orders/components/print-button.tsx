import { Button } from '@kirana/ui-kit/button';

/** Opens the browser's print dialog; the print styles leave the sheet alone on paper. */
export function PrintButton() {
  return (
    <Button variant="outline" size="sm" className="print:hidden" onClick={() => window.print()}>
      Print
    </Button>
  );
}
