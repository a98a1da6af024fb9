/**
 * An estimate's reference. One that answers an estimate request carries that request's (`NH-0042`);
 * one the desk entered gets its own in the same form, `ES-0007`, from its row's id (handed out
 * once, so never shared; the other letters keep it apart from the requests' series).
 */
export const deskEstimateReference = (id: number): string => `ES-${String(id).padStart(4, '0')}`;

/**
 * A reference as a patient may type it back ("nh 42", "es-0007") in its stored form; anything else
 * is returned as typed, and then matches no estimate.
 */
export function typedEstimateReference(typed: string): string {
  const match = /^(NH|ES)[\s-]*0*(\d{1,9})$/.exec(typed.trim().toUpperCase());
  if (!match) return typed;
  return `${match[1]}-${match[2].padStart(4, '0')}`;
}
