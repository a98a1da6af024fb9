// Placeholder until the public-site issue builds this screen.
export function Component() {
  return <h1>Facilities & Services</h1>;
}
