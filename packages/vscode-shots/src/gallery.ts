// A gallery on 127.0.0.1 that knows one extension, described only by its VSIX: code-server asks it what the
// Marketplace would answer (the extension query and the asset files), so the Extensions view can show Roo Code's
// listing offline. It has no statistics: no install count, rating or date is sent, since the VSIX holds none.
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

import type {VsixListing} from './vsix.js';

/** The query's filter types, as code-server's VS Code numbers them in the extension query. */
const FILTER = {extensionId: 4, extensionName: 7, searchText: 10} as const;

interface QueryBody {
  filters?: {criteria?: {filterType?: number; value?: string}[]}[];
}

/** The id VS Code keys the extension by (`publisher.name`); it stands in for the gallery's own UUID too. */
export const extensionKey = (listing: Pick<VsixListing, 'publisher' | 'name'>) =>
  `${listing.publisher}.${listing.name}`;

const CONTENT_TYPES: Record<string, string> = {
  'Microsoft.VisualStudio.Code.Manifest': 'application/json',
  'Microsoft.VisualStudio.Services.Icons.Default': 'image/png',
};

/**
 * Whether a query asks for this extension: by its id or its name, or by a search whose every word is in its
 * display name, name, description or tags. A query with none of those (the view's "Popular" list, recommendations)
 * gets nothing, so no list pretends the one extension is what a category or a ranking holds.
 */
export function queryMatches(listing: VsixListing, body: QueryBody): boolean {
  const key = extensionKey(listing).toLowerCase();
  const haystack = [listing.displayName, listing.name, listing.description, ...listing.tags].join(' ').toLowerCase();
  return (body.filters ?? []).some((filter) =>
    (filter.criteria ?? []).some(({filterType, value = ''}) => {
      if (filterType === FILTER.extensionId || filterType === FILTER.extensionName) return value.toLowerCase() === key;
      if (filterType !== FILTER.searchText) return false;
      const words = value.toLowerCase().split(/\s+/).filter(Boolean);
      return words.length > 0 && words.every((w) => haystack.includes(w));
    }),
  );
}

/**
 * The asset type of the Marketplace's signature of a package. VS Code 1.104 takes every extension of a public
 * gallery to be signed by it, and for one that lists no signature it disables Install and says "This extension is
 * not signed by the Extension Marketplace", which a reader of the real Marketplace never sees. So the listing names
 * a signature, the one thing it says that the VSIX does not; the file itself is not served (VS Code fetches it only
 * to verify an install, which no scene does).
 */
export const SIGNATURE_ASSET = 'Microsoft.VisualStudio.Services.VsixSignature';

/**
 * The raw gallery extension the query returns: what the VSIX's manifest says, and where its assets are served
 * (`assetBase`: the workbench shows the icon only from its own origin or https, so code-server's path proxy).
 */
export function galleryExtension(listing: VsixListing, assetBase: string) {
  const assetUri = `${assetBase}/assets/${listing.publisher}/${listing.name}/${listing.version}`;
  const types = [...listing.assets.keys(), SIGNATURE_ASSET];
  return {
    extensionId: extensionKey(listing),
    extensionName: listing.name,
    displayName: listing.displayName,
    shortDescription: listing.description,
    // The VSIX names the publisher's id only; the Marketplace's display name for it is not in the package.
    publisher: {publisherId: listing.publisher, publisherName: listing.publisher, displayName: listing.publisher},
    versions: [
      {
        version: listing.version,
        assetUri,
        fallbackAssetUri: assetUri,
        files: types.map((assetType) => ({assetType, source: `${assetUri}/${assetType}`})),
        properties: listing.properties,
      },
    ],
    // Required by the protocol's shape; left empty, as the VSIX has no figures to give.
    statistics: [],
    tags: listing.tags,
    categories: listing.categories,
    flags: 'validated, public',
  };
}

/** The extension query's answer: the extension when the query asks for it, else an empty page. */
export function queryResult(listing: VsixListing, assetBase: string, body: QueryBody) {
  const extensions = queryMatches(listing, body) ? [galleryExtension(listing, assetBase)] : [];
  return {
    results: [
      {
        extensions,
        pagingToken: null,
        resultMetadata: [
          {metadataType: 'ResultCount', metadataItems: [{name: 'TotalCount', count: extensions.length}]},
        ],
      },
    ],
  };
}

export interface LocalGallery {
  /** The value of code-server's EXTENSIONS_GALLERY: where it sends queries and fetches assets. */
  config: {serviceUrl: string; itemUrl: string; resourceUrlTemplate: string; controlUrl: string};
  port: number;
  /** Where the listing says its assets are, once code-server's address is known: `<origin>/proxy/<port>`. */
  setAssetBase: (base: string) => void;
  /** Every request received ("POST /gallery/extensionquery"), for the run's log. */
  requests: string[];
  /** Requests it could not answer. */
  unanswered: string[];
  close: () => Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

export async function startGallery(listing: VsixListing): Promise<LocalGallery> {
  const requests: string[] = [];
  const unanswered: string[] = [];
  let baseUrl = '';
  let assetBase = '';
  const assetPrefix = () => `/assets/${listing.publisher}/${listing.name}/${listing.version}/`;
  const latestPath = `/gallery/vscode/${listing.publisher}/${listing.name}/latest`;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = (req.url ?? '').split('?')[0] ?? '';
      requests.push(`${req.method} ${req.url}`);
      // The workbench asks from the browser, another origin than code-server's: allow it, with VS Code's headers.
      const cors = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'};
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {...cors, 'access-control-allow-methods': 'GET, POST'}).end();
        return;
      }
      const body = await readBody(req);
      if (req.method === 'POST' && url === '/gallery/extensionquery') {
        let query: QueryBody = {};
        try {
          query = JSON.parse(body) as QueryBody;
        } catch {
          unanswered.push(`${req.method} ${req.url}: the body is not JSON`);
        }
        res.writeHead(200, {...cors, 'content-type': 'application/json'});
        res.end(JSON.stringify(queryResult(listing, assetBase || baseUrl, query)));
        return;
      }
      if (req.method === 'GET' && url.toLowerCase() === latestPath.toLowerCase()) {
        res.writeHead(200, {...cors, 'content-type': 'application/json'});
        res.end(JSON.stringify(galleryExtension(listing, assetBase || baseUrl)));
        return;
      }
      if (req.method === 'GET' && url.startsWith(assetPrefix())) {
        const type = decodeURIComponent(url.slice(assetPrefix().length));
        const bytes = listing.assets.get(type);
        if (bytes) {
          res.writeHead(200, {...cors, 'content-type': CONTENT_TYPES[type] ?? 'text/plain; charset=utf-8'});
          res.end(bytes);
          return;
        }
      }
      unanswered.push(`${req.method} ${req.url}`);
      res.writeHead(404, cors).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    config: {
      serviceUrl: `${baseUrl}/gallery`,
      itemUrl: `${baseUrl}/item`,
      resourceUrlTemplate: `${baseUrl}/resource/{publisher}/{name}/{version}/{path}`,
      controlUrl: '',
    },
    port,
    setAssetBase: (base) => {
      assetBase = base;
    },
    requests,
    unanswered,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
