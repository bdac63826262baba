import {z} from 'zod';

/** A value the user fills in when installing an MCP server, substituted for `{{key}}` in its config. */
export const mcpParameterSchema = z.object({
  name: z.string().min(1).describe('Label shown in the install dialog'),
  key: z.string().min(1).describe('Placeholder name used in the content as {{key}}'),
  placeholder: z.string().optional().describe('Hint shown in the empty field'),
  optional: z.boolean().optional().default(false).describe('Whether the field may be left empty'),
});
export type McpParameter = z.infer<typeof mcpParameterSchema>;

/** One way to install an MCP server (for example npx or Docker). */
export const mcpInstallationMethodSchema = z.object({
  name: z.string().min(1).describe('Name of the method, shown as a choice'),
  content: z.string().min(1).describe('Server configuration (JSON) for this method'),
  parameters: z.array(mcpParameterSchema).optional().describe('Extra values this method needs'),
  prerequisites: z.array(z.string()).optional().describe('What must be installed first for this method'),
});
export type McpInstallationMethod = z.infer<typeof mcpInstallationMethodSchema>;

export const marketplaceItemTypes = ['mode', 'mcp'] as const;
export const marketplaceItemTypeSchema = z.enum(marketplaceItemTypes);
export type MarketplaceItemType = z.infer<typeof marketplaceItemTypeSchema>;

const commonItemFields = z.object({
  id: z.string().min(1).describe('Unique identifier of the item'),
  name: z.string().min(1, 'Name is required').describe('Title shown in the marketplace'),
  description: z.string().describe('What the item does'),
  author: z.string().optional().describe('Who made it'),
  authorUrl: z.string().url('Author URL must be a valid URL').optional().describe("Link to the author's page"),
  tags: z.array(z.string()).optional().describe('Keywords used by the marketplace filters'),
  prerequisites: z.array(z.string()).optional().describe('What must be in place before installing'),
});

/** A mode offered in the marketplace; its content is the mode definition as YAML. */
export const modeMarketplaceItemSchema = commonItemFields.extend({
  content: z.string().min(1).describe('The mode definition, in the YAML of a custom modes file'),
});
export type ModeMarketplaceItem = z.infer<typeof modeMarketplaceItemSchema>;

/** An MCP server offered in the marketplace. */
export const mcpMarketplaceItemSchema = commonItemFields.extend({
  url: z.string().url().describe('Home page or repository of the server'),
  content: z
    .union([z.string().min(1), z.array(mcpInstallationMethodSchema)])
    .describe('Server configuration as JSON text, or a list of installation methods'),
  parameters: z.array(mcpParameterSchema).optional().describe('Values asked for at install time'),
});
export type McpMarketplaceItem = z.infer<typeof mcpMarketplaceItemSchema>;

/** Any marketplace item, told apart by `type`. */
export const marketplaceItemSchema = z.discriminatedUnion('type', [
  modeMarketplaceItemSchema.extend({type: z.literal('mode')}),
  mcpMarketplaceItemSchema.extend({type: z.literal('mcp')}),
]);
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

/** Where to install an item and the parameter values to fill in. */
export const installMarketplaceItemOptionsSchema = z.object({
  target: z
    .enum(['global', 'project'])
    .optional()
    .default('project')
    .describe('Install for every workspace (global) or only this one (project)'),
  parameters: z.record(z.string(), z.any()).optional().describe('Values for the item parameters, by key'),
});
export type InstallMarketplaceItemOptions = z.infer<typeof installMarketplaceItemOptionsSchema>;
