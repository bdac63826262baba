// Just enough HTML reading for checks that need no browser.
export const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
export const h1Count = (html: string) => (html.match(/<h1[\s>]/g) ?? []).length;

export async function get(url: string) {
  const response = await fetch(url, {redirect: 'manual'});
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
    headers: response.headers,
  };
}
