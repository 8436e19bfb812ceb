/**
 * Saves a value as a JSON file through the browser's download (an object URL on a link with
 * `download`), so the file the customer keeps is exactly what the API answered, pretty-printed.
 */
export function saveJsonFile(value: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name when the server gave none: `maplepack-data-YYYY-MM-DD.json` for `today` (UTC date). */
export const fallbackExportName = (today: Date): string =>
  `maplepack-data-${today.toISOString().slice(0, 10)}.json`;
