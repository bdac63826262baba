import spec from '../src/data/spec-routes.json';

/** The spec's route list (the repository's copy of shared/spec/routes.json, so CI needs nothing from outside it). */
export const specRoutes: {
  docs: string[];
  updateNotes: string[];
  redirects: Record<string, string>;
  notFound: string[];
} = spec;
