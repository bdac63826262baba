// The parts of Pagefind's browser API (pagefind.js, version pinned in site/package.json) that the site uses.

export type PagefindSubResult = {title: string; url: string; excerpt: string; anchor?: {id: string}};

export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
};

export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindResultData>};

export type PagefindFilter = Record<string, unknown>;

export type PagefindSearch = {results: PagefindResult[]};

export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string | null, options?: {filters?: PagefindFilter}) => Promise<PagefindSearch | null>;
  preload: (term: string, options?: {filters?: PagefindFilter}) => Promise<void>;
};
