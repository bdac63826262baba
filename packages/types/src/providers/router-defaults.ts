// Models Roo Code 3.28.10 falls back to for the providers whose model list is fetched at run time. The panel shows
// the fallback while the profile's model field is empty, and the handler sends requests to it, also when the chosen
// id is missing from the fetched list.
export const openrouterDefaultModelId = 'anthropic/claude-sonnet-4';
export const requestyDefaultModelId = 'coding/claude-4-sonnet';
export const glamaDefaultModelId = 'anthropic/claude-3-7-sonnet';
export const unboundDefaultModelId = 'anthropic/claude-3-7-sonnet-20250219';
export const litellmDefaultModelId = 'claude-3-7-sonnet-20250219';
export const deepinfraDefaultModelId = 'Qwen/Qwen3-Coder-480B-A35B-Instruct-Turbo';
export const vercelAiGatewayDefaultModelId = 'anthropic/claude-sonnet-4';
