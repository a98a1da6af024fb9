import { stopServices } from './processes';
import { startOtherSiteBuild, type Stack } from './stack';

/** A build of the site a bench measures, by the name its figures are printed under. */
export interface SiteBuild {
  /** Short, for a column or a note: "Before", "This build". */
  name: string;
  /** In full, for a table's heading: the other build's server path. */
  label: string;
  url: string;
}

export const THIS_BUILD = 'This build';

/**
 * The builds a bench compares against one CMS: with `BENCH_BEFORE_SERVER=<other checkout>/web/dist/server/main.js`
 * that build first ("Before"), then this checkout's, whose label is THIS_BUILD.
 */
export async function buildsToCompare(
  stack: Stack,
  beforeServer = process.env.BENCH_BEFORE_SERVER,
): Promise<{ builds: SiteBuild[]; stop: () => Promise<void> }> {
  const thisBuild = { name: THIS_BUILD, label: THIS_BUILD, url: stack.siteUrl };
  if (!beforeServer) return { builds: [thisBuild], stop: async () => undefined };
  const before = await startOtherSiteBuild(beforeServer, stack);
  return {
    builds: [{ name: 'Before', label: `Before (${beforeServer})`, url: before.url }, thisBuild],
    stop: () => stopServices([before.service]),
  };
}
