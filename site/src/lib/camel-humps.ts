/**
 * Splits a camel-case key where a line may break without hiding the key's spelling: before each capital that follows
 * a lower-case letter or a digit, and after dots of a dotted path. `anthropicBaseUrl` → anthropic, Base, Url.
 */
export function camelHumps(key: string): string[] {
  return key.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=\.)(?=\w)/);
}
