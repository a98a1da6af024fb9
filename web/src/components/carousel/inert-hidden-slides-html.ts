/** The start of a react-slick slide's opening tag (a slide or a loop copy) when the slide is hidden. */
const HIDDEN_SLIDE = /<div data-index="-?\d+"(?=[^>]* class="slick-slide[ "])(?=[^>]* aria-hidden="true")/g;

/**
 * The served HTML's hidden slides made inert, as useInertHiddenSlides does once the app runs: until
 * then (or with JavaScript off) Tab and screen readers must not reach cards that are hidden.
 * `inert` is an attribute React does not manage on these elements, so hydration keeps it, and
 * the hook takes it over as slides change.
 */
export function inertHiddenSlidesInHtml(html: string): string {
  return html.replace(HIDDEN_SLIDE, '$& inert=""');
}
