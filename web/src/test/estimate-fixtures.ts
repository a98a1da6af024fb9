import type { CostEstimate, EstimateRevision } from '@hospital/contract';

/** The desk's estimates as the CMS answers them, timed from a fixed now (the estimates screen's and dashboard's tests). */
export const NOW = new Date('2026-11-29T12:00:00Z');
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();
const amounts = { room: 40000, procedure: 150000, medicines: 25000, investigations: 12000, other: 3000 };

export function revision(id: number, revisedHoursAgo: number, informed = false, number = 1): EstimateRevision {
  const revisedAt = hoursAgo(revisedHoursAgo);
  const due = new Date(Date.parse(revisedAt) + 24 * HOUR);
  return {
    id,
    number,
    revised_at: revisedAt,
    revised_by: 'desk@example.com',
    amounts: { ...amounts, room: 60000 },
    total: 250000,
    reason: 'Two more days in the ICU',
    due_at: due.toISOString(),
    family_informed_at: informed ? hoursAgo(1) : null,
    family_informed_by: informed ? 'desk@example.com' : null,
    overdue: !informed && due < NOW,
  };
}

export function estimate(id: number, revisions: EstimateRevision[]): CostEstimate {
  return {
    id,
    reference: `NH-00${40 + id}`,
    request: null,
    name: `Patient ${id}`,
    phone: '+91 98300 12345',
    procedure: 'Craniotomy',
    created_at: hoursAgo(48),
    created_by: 'desk@example.com',
    amounts,
    total: 230000,
    revisions,
  };
}
