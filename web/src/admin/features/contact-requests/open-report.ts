import { api } from '../../../lib/api';

/**
 * Opens a patient's report in a new tab. The report is served only with the admin's token, which
 * a plain link cannot carry, so it is fetched and handed to the browser as a local object URL.
 */
export async function openReport(reportUrl: string): Promise<void> {
  // The tab is opened now, inside the click, so a pop-up blocker lets it through.
  const tab = window.open('', '_blank');
  try {
    const report = await api.get<Blob>(new URL(reportUrl, window.location.origin).href, {
      authenticated: true,
      binary: true,
    });
    const url = URL.createObjectURL(report);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has its copy; a minute is ample for it to load.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
