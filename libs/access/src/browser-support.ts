/**
 * Internet Explorer is unsupported (spec §2). IE 10 and older say 'MSIE'; IE 11 says only 'Trident'.
 */
export function isInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}
