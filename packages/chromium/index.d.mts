export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare const PLAYWRIGHT_CHROMIUM_FLAGS: readonly string[];
export declare const COUNT_API_ANSWERS: readonly {url: string; method: 'GET' | 'POST'; body: unknown}[];
export declare const COUNT_API_CORS_HEADERS: Readonly<Record<string, string>>;
