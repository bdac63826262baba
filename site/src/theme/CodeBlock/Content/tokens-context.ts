// Carries the build-time `tokens` prop from CodeBlock/Content/String down to CodeBlock/Content, past Docusaurus's
// layout components, which pass on no props of their own.
import {createContext, useContext} from 'react';

const CodeTokensContext = createContext<string | undefined>(undefined);

export const CodeTokensProvider = CodeTokensContext.Provider;

export const useCodeTokens = (): string | undefined => useContext(CodeTokensContext);
