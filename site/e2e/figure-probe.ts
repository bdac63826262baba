// Runs inside the page (page.evaluate serialises it): on a phone, every screenshot in the colour mode shown fits the
// text column, or, for a wide frame with no phone crop, its frame fits and scrolls sideways at a readable scale with
// a visible line saying so. Returns one line per problem, and the number of screenshots found.
export function probeFigures(): {problems: string[]; figures: number} {
  const column = document.querySelector('.theme-doc-markdown')?.getBoundingClientRect();
  const images = Array.from(document.querySelectorAll<HTMLImageElement>('figure[data-screenshot] img'));
  const problems: string[] = [];
  if (!column) return {problems: images.length ? ['screenshots outside the text column'] : [], figures: images.length};
  const fits = (box: DOMRect) => box.width > 0 && box.left >= column.left - 0.5 && box.right <= column.right + 0.5;
  for (const image of images) {
    const frame = image.closest<HTMLElement>('[data-theme-image]')!;
    if (getComputedStyle(frame).display === 'none') continue;
    const name = image.src.split('/').pop();
    const box = image.getBoundingClientRect();
    if (frame.hasAttribute('data-wide')) {
      const hint = image.closest('figure')!.querySelector('p[aria-hidden="true"]');
      if (!fits(frame.getBoundingClientRect())) problems.push(`${name}: its scrolling frame is wider than the column`);
      if (getComputedStyle(frame).overflowX !== 'auto') problems.push(`${name}: its frame does not scroll sideways`);
      if (!hint || getComputedStyle(hint).display === 'none') problems.push(`${name}: no line says to swipe`);
      if (box.width < 0.75 * frame.clientWidth) problems.push(`${name}: shrunk to ${Math.round(box.width)} px`);
      continue;
    }
    if (!fits(box)) problems.push(`${name} is ${Math.round(box.width)} px at ${Math.round(box.left)}`);
  }
  return {problems, figures: images.length};
}
