// Runs inside the page (page.evaluate serialises it, so it must not reach anything outside its own body): the kinds of
// element in the page's content, each written "parent > element", an element being its tag, its classes in order and
// the names of the properties its inline style sets. What a kind's elements look like (their colours, backgrounds,
// positions and sizes) comes from the stylesheets through those selectors, so two pages with the same kinds are
// drawn from the same rules.
/** The attribute that marks the elements of a kind not in `judged`, for an axe run scoped to them. */
export const UNJUDGED = 'data-sweep-unjudged';

/** Every kind in the page's content; the elements whose kind is not in `judged` get the UNJUDGED attribute. */
export function contentKinds({judged, mark}: {judged: string[]; mark: string}): string[] {
  const main = document.querySelector('main');
  if (!main) return [];
  const kindOf = (element: Element) => {
    const classes = Array.from(element.classList).sort();
    const styled = element instanceof HTMLElement || element instanceof SVGElement ? Array.from(element.style) : [];
    return [
      element.tagName.toLowerCase(),
      ...classes.map((name) => `.${name}`),
      styled.length > 0 ? `[style: ${styled.sort().join(', ')}]` : '',
    ].join('');
  };
  const known = new Set(judged);
  const kinds = new Set<string>();
  for (const element of Array.from(main.querySelectorAll('*'))) {
    const parent = element.parentElement!;
    const kind = `${parent === main ? 'main' : kindOf(parent)} > ${kindOf(element)}`;
    kinds.add(kind);
    if (!known.has(kind)) element.setAttribute(mark, '');
  }
  return [...kinds];
}
