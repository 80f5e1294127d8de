/** How the admin screen says a sum of AI costs, including the calls that had no price. */

const calls = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'call' : 'calls'}`;

/**
 * A cost over some calls: "not priced" when none was priced (null, never "$0.00"); "≥ $x" when some were not
 * (their cost is unknown, so the sum is a lower bound) with how many; otherwise "$x". `unpriced` says how many
 * calls the sum leaves out.
 */
export function costText(cost: number | null, unpriced: number, decimals: number): { value: string; unpricedNote: string | null } {
  const note = unpriced > 0 ? `${calls(unpriced)} not priced` : null;
  if (cost === null) return { value: 'not priced', unpricedNote: note };
  const amount = `$${cost.toFixed(decimals)}`;
  return unpriced > 0 ? { value: `≥ ${amount}`, unpricedNote: note } : { value: amount, unpricedNote: null };
}
