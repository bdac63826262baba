/**
 * Splits an identifier where a line may break without hiding its spelling: before each capital that follows a small
 * letter or a digit (camel-case humps), and after each dot or underscore. The pieces join back to the identifier:
 * `anthropicBaseUrl` → anthropic, Base, Url; `list_code_definition_names` → list_, code_, definition_, names.
 */
export function wrapPoints(name: string): string[] {
  return name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[._])(?=[A-Za-z0-9])/);
}
