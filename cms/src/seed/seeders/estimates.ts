import { amountColumns, ESTIMATE_UID, REVISION_UID } from '../../api/cost-estimate/estimate/record';
import type { SeedContext } from '../context';

const HOUR = 3_600_000;

/**
 * One demo estimate with one revision, flagged `demo` and named as not a real patient, so that
 * /estimate/status (reference ES-…, phone +91 98300 00000) and the desk's estimates show something.
 * The estimate was given three days before the seed and revised 30 hours before it, the family
 * not yet told: the dashboard counts it overdue, as the 24-hour rule would, and the patient's page
 * shows the estimate before its revision.
 */
export async function seedEstimates(seed: SeedContext): Promise<Record<string, number>> {
  const first = { room: 36000, procedure: 120000, medicines: 18000, investigations: 9000, other: 2000 };
  await seed.create(ESTIMATE_UID, {
    name: 'Demo patient (not a real person)',
    phone: '+91 98300 00000',
    procedure: 'Lumbar microdiscectomy',
    ...amountColumns(first),
    created_by: 'admin@example.com',
    demo: true,
  });
  const estimate = (await seed.strapi.db
    .query(ESTIMATE_UID)
    .findOne({ where: { demo: true }, orderBy: { id: 'desc' } })) as { id: number };
  await seed.strapi.db
    .query(ESTIMATE_UID)
    .update({ where: { id: estimate.id }, data: { createdAt: new Date(Date.now() - 72 * HOUR) } });
  await seed.create(REVISION_UID, {
    estimate: estimate.id,
    revised_at: new Date(Date.now() - 30 * HOUR).toISOString(),
    revised_by: 'admin@example.com',
    reason: 'Two more days in the ward after surgery, and a repeat MRI (demo).',
    ...amountColumns({ ...first, room: 54000, investigations: 15000 }),
  });
  return { estimates: 1, estimateRevisions: 1 };
}
