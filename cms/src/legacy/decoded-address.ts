/**
 * An address as Strapi's router will read it, whatever way it is written: every `%XX` escape is
 * decoded (byte by byte, so an escape that is no UTF-8 or a stray `%` elsewhere cannot make the
 * whole decoding fail and leave the rest encoded), again and again until nothing changes, so a
 * doubly encoded name is found too. Used by checks that must never be skipped by a spelling of
 * the address (super-admin-only.ts).
 */
export function decodedAddress(address: string): string {
  let current = address;
  // Each round removes one level of encoding; ten levels is more than any router decodes.
  for (let round = 0; round < 10; round += 1) {
    const next = current.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) =>
      Buffer.from(escapes.replace(/%/g, ''), 'hex').toString('latin1'),
    );
    if (next === current) return current;
    current = next;
  }
  return current;
}
