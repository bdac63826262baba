/**
 * Who may talk to the HTTP endpoint, checked before the body is read (MCP's Streamable HTTP transport: servers
 * MUST validate Origin, and answer 403 to an invalid one). Two checks:
 *
 * - Host, against DNS rebinding: a page on evil.example whose name is re-pointed at 127.0.0.1 reaches this
 *   server with `Host: evil.example`. Only the names in `allowedHosts` are served; by default the loopback names,
 *   so a deployment under its own name must list it.
 * - Origin, sent by browsers: a page may call the endpoint only from its own origin (the site beside which
 *   `npm run serve` mounts it) or from an origin in `allowOrigin`; `'*'` opens it to every page. A request without
 *   Origin (any client that is not a browser) passes, as no page can make a browser leave it out.
 *
 * The SDK's transport has allowedHosts and allowedOrigins too, but compares Host with its port exactly, checks
 * only after the body is read and parsed, and has no answer for a preflight, so the check is made here.
 */
import type {IncomingMessage} from 'node:http';

export type OriginOptions = {
  /** Origins (`https://app.example`) whose pages may call the endpoint; `'*'` for every page. Default: none. */
  allowOrigin?: string | readonly string[];
  /** Host names served (`docs.example.com`, or with a port); `'*'` for any. Default: localhost, 127.0.0.1, [::1]. */
  allowedHosts?: string | readonly string[];
  /** Whether a page of the endpoint's own origin may call it (default true). */
  sameOrigin?: boolean;
};

export type OriginCheck = {ok: true; allowOrigin: string | undefined} | {ok: false; message: string};

export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

const asList = (value: string | readonly string[] | undefined): readonly string[] | undefined =>
  value === undefined ? undefined : (typeof value === 'string' ? value.split(',') : value).map((item) => item.trim());

/** The host name of a Host header, without its port, lower-cased (`[::1]` keeps its brackets). */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  const colon = lower.lastIndexOf(':');
  return colon === -1 ? lower : lower.slice(0, colon);
}

const shown = (value: string) => JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}…` : value);

export function originPolicy(options: OriginOptions = {}): (req: IncomingMessage) => OriginCheck {
  const origins = (asList(options.allowOrigin) ?? []).map((origin) => origin.toLowerCase());
  const anyOrigin = origins.includes('*');
  const hosts = (asList(options.allowedHosts) ?? LOOPBACK_HOSTS).map((host) => host.toLowerCase());
  const anyHost = hosts.includes('*');
  const sameOrigin = options.sameOrigin ?? true;

  return (req) => {
    const host = req.headers.host;
    // HTTP/1.0 may leave Host out; a browser never does, so a missing Host is no rebinding.
    if (host !== undefined && !anyHost && !hosts.includes(host.toLowerCase()) && !hosts.includes(hostName(host))) {
      return {ok: false, message: `Forbidden: this server does not answer for the host ${shown(host)}.`};
    }
    const origin = req.headers.origin;
    if (origin === undefined) return {ok: true, allowOrigin: undefined};
    if (anyOrigin) return {ok: true, allowOrigin: '*'};
    const lower = origin.toLowerCase();
    if (origins.includes(lower)) return {ok: true, allowOrigin: origin};
    if (sameOrigin && host !== undefined && lower !== 'null') {
      let originHost: string | undefined;
      try {
        originHost = new URL(lower).host;
      } catch {
        originHost = undefined;
      }
      // The Host was checked above, so a same-origin page is one this server was meant to serve.
      if (originHost !== undefined && originHost === host.toLowerCase()) return {ok: true, allowOrigin: origin};
    }
    return {ok: false, message: `Forbidden: pages of the origin ${shown(origin)} may not call this server.`};
  };
}
