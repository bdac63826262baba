// Copies a page's Markdown twin to the clipboard. The browser parts (fetch, clipboard) are handed in, so tests
// can run this with fakes.

export type Fetcher = (
  url: string,
  init?: {headers?: Record<string, string>},
) => Promise<{ok: boolean; status: number; text(): Promise<string>}>;

export type ClipboardPort = {
  writeText(text: string): Promise<void>;
  /**
   * Writes text that is still being fetched. Safari only keeps the click's permission to write for a clipboard item
   * created during the click, so the fetch has to go inside it; leave this out where ClipboardItem is missing.
   */
  writeLater?(text: Promise<string>): Promise<void>;
};

export async function fetchMarkdown(url: string, fetcher: Fetcher): Promise<string> {
  const response = await fetcher(url, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Fetches the Markdown at `url` and puts it on the clipboard; rejects if either step fails. */
export async function copyMarkdown(url: string, fetcher: Fetcher, clipboard: ClipboardPort): Promise<void> {
  const text = fetchMarkdown(url, fetcher);
  if (clipboard.writeLater) {
    try {
      await clipboard.writeLater(text);
      return;
    } catch {
      // Some browsers refuse a deferred item; the plain write below still works there.
    }
  }
  await clipboard.writeText(await text);
}
