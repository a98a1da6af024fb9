import { api } from '../../../lib/api';

/** The report types the desk receives (the CMS names its files the same way). */
const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** `NH-0042-report.pdf`: the name the server's Content-Disposition gives, made from what the desk knows. */
function reportFileName(reference: string, type: string): string {
  return `${reference}-report.${EXTENSIONS[type.split(';')[0].trim()] ?? 'bin'}`;
}

/**
 * Shows the report in the tab as a page of its own, titled with its file name: a bare object URL
 * would title the tab with a blob id. The object URL lives as long as the tab (its viewer saves from it).
 */
function showIn(tab: Window, url: string, name: string): void {
  const page = tab.document;
  page.title = name;
  page.body.style.margin = '0';
  const frame = page.createElement('iframe');
  frame.src = url;
  frame.title = name;
  frame.style.cssText = 'border:0;display:block;width:100vw;height:100vh';
  page.body.replaceChildren(frame);
  tab.addEventListener('pagehide', () => URL.revokeObjectURL(url));
}

/**
 * Opens a patient's report in a new tab. The report is served only with the admin's token, which
 * a plain link cannot carry, so it is fetched and handed to the browser as a local object URL.
 */
export async function openReport(reportUrl: string, reference: string): Promise<void> {
  // The tab is opened now, inside the click, so a pop-up blocker lets it through.
  const tab = window.open('', '_blank');
  try {
    const report = await api.get<Blob>(new URL(reportUrl, window.location.origin).href, {
      authenticated: true,
      binary: true,
    });
    const name = reportFileName(reference, report.type);
    const url = URL.createObjectURL(report);
    if (tab) {
      showIn(tab, url, name);
    } else {
      // No tab (blocked): the report is saved under its name instead.
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
