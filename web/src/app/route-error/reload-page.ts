/** A full reload: the browser fetches the new deploy's page and code files. Its own module so tests can stand in for it. */
export function reloadPage(): void {
  window.location.reload();
}
