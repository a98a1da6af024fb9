// Placeholder until the admin issue builds the /admin screens.
export function Component() {
  return <h1>Admin</h1>;
}
