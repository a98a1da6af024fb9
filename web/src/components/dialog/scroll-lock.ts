/** Dialogs holding the page still; the page scrolls again when the last of them closes. */
let holders = 0;

/**
 * Sets body overflow to hidden and returns the release, which sets it back to auto (as the
 * specification words it) once no other open dialog (an admin dialog over another) still holds it.
 */
export function lockPageScroll(): () => void {
  holders += 1;
  document.body.style.overflow = 'hidden';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.body.style.overflow = 'auto';
  };
}
