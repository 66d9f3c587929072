// A PDF the page hands the browser as a download, read back as text (pdftotext keeps the layout),
// so a journey checks what the customer's document says.
import { execFileSync } from 'node:child_process';
import type { Page, TestInfo } from '@playwright/test';

/** The text of a PDF the page downloads when `click` runs. */
export async function downloadedPdfText(
  page: Page,
  testInfo: TestInfo,
  name: string,
  click: () => Promise<void>,
): Promise<string> {
  const downloading = page.waitForEvent('download');
  await click();
  const file = testInfo.outputPath(`${name}.pdf`);
  await (await downloading).saveAs(file);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}
